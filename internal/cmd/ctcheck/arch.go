package main

import (
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// An arch holds what the checker must know of one GOARCH's Go assembly
// syntax: its register names, its branches and which instructions set or read
// the flags.
type arch struct {
	name  string
	regRe *regexp.Regexp
	// norm maps a register name to the register it is part of (AL → AX,
	// Y3 → X3, g → R28).
	norm func(string) string
	// zero is the register that reads as 0 (arm64's ZR), "" if none.
	zero string
	sp   string // the hardware stack pointer, after norm
}

var arches = map[string]*arch{
	"amd64": {
		name:  "amd64",
		regRe: regexp.MustCompile(`^(AX|BX|CX|DX|SI|DI|BP|SP|R8|R9|R1[0-5]|[XYZ]([0-9]|[12][0-9]|3[01])|K[0-7]|AL|BL|CL|DL|AH|BH|CH|DH|SIB|DIB|BPB|SPB|R[89]B|R1[0-5]B)$`),
		norm:  normAMD64,
		sp:    "SP",
	},
	"arm64": {
		name:  "arm64",
		regRe: regexp.MustCompile(`^(R([0-9]|[12][0-9]|30)|ZR|RSP|g|LR|R18_PLATFORM|[FV]([0-9]|[12][0-9]|3[01]))$`),
		norm:  normARM64,
		zero:  "ZR",
		sp:    "RSP",
	},
	"arm": {
		name:  "arm",
		regRe: regexp.MustCompile(`^(R([0-9]|1[0-5])|g|SP|LR|PC|F([0-9]|1[0-5]))$`),
		norm:  normARM,
		sp:    "SP",
	},
}

// archOf reads a file's GOARCH from its name (…_amd64.s, …_arm64.s, …_arm.s).
func archOf(path string) *arch {
	base := strings.TrimSuffix(filepath.Base(path), ".s")
	i := strings.LastIndex(base, "_")
	if i < 0 {
		return nil
	}
	return arches[base[i+1:]]
}

func normAMD64(r string) string {
	switch r {
	case "AL", "AH":
		return "AX"
	case "BL", "BH":
		return "BX"
	case "CL", "CH":
		return "CX"
	case "DL", "DH":
		return "DX"
	case "SIB":
		return "SI"
	case "DIB":
		return "DI"
	case "BPB":
		return "BP"
	case "SPB":
		return "SP"
	}
	if r[0] == 'Y' || r[0] == 'Z' {
		return "X" + r[1:]
	}
	if strings.HasPrefix(r, "R") && strings.HasSuffix(r, "B") {
		return r[:len(r)-1]
	}
	return r
}

func normARM64(r string) string {
	switch r {
	case "g":
		return "R28"
	case "LR":
		return "R30"
	case "R18_PLATFORM":
		return "R18"
	}
	if r[0] == 'F' {
		return "V" + r[1:]
	}
	return r
}

func normARM(r string) string {
	switch r {
	case "g":
		return "R10"
	case "R13":
		return "SP"
	case "LR":
		return "R14"
	case "PC":
		return "R15"
	}
	return r
}

func (a *arch) isReg(s string) bool { return a.regRe.MatchString(s) }

// regsIn lists the registers named in an operand, normalized; with ranges it
// expands register ranges of a list ([R0-R3]).
func (a *arch) regsIn(t string, ranges bool) []string {
	var out []string
	if ranges {
		for _, m := range rangeRe.FindAllStringSubmatch(t, -1) {
			lo, _ := strconv.Atoi(m[1])
			hi, _ := strconv.Atoi(m[2])
			for i := lo; i <= hi && i < 32; i++ {
				out = append(out, a.norm("R"+strconv.Itoa(i)))
			}
		}
		t = rangeRe.ReplaceAllString(t, "")
	}
	for _, id := range identRe.FindAllString(t, -1) {
		if a.isReg(id) {
			out = append(out, a.norm(id))
		}
	}
	return out
}

var rangeRe = regexp.MustCompile(`R(\d+)-R(\d+)`)

// condCodes are the condition codes of arm and arm64 (AL and NV are not
// conditions: they always, or never, hold).
var condCodes = map[string]bool{
	"EQ": true, "NE": true, "CS": true, "HS": true, "CC": true, "LO": true,
	"MI": true, "PL": true, "VS": true, "VC": true, "HI": true, "LS": true,
	"GE": true, "LT": true, "GT": true, "LE": true,
}

// armSuffixes are 32-bit ARM's dot suffixes that are not conditions: set
// flags, write back, post-index, unsigned, and MOVM's addressing modes.
var armSuffixes = map[string]bool{
	"S": true, "W": true, "P": true, "U": true,
	"IA": true, "IB": true, "DA": true, "DB": true,
}

// branchKind is what an instruction does to control flow.
type branchKind int

const (
	notBranch branchKind = iota
	jump                 // unconditional jump (to a label, another function or a register)
	condJump             // conditional jump on the flags
	regJump              // conditional jump on a register (CBZ, TBZ, JCXZ, LOOP)
	call
	ret
)

// branch classifies in's control flow. For regJump, reg is the register
// tested.
func (a *arch) branch(in *inst) (k branchKind, reg string) {
	op := in.op
	switch a.name {
	case "amd64":
		switch {
		case op == "JMP":
			return jump, ""
		case op == "CALL":
			return call, ""
		case op == "RET":
			return ret, ""
		case hasAnyPrefix(op, "JCXZ", "JECXZ", "JRCXZ", "LOOP"):
			return regJump, "CX"
		case strings.HasPrefix(op, "J"):
			return condJump, ""
		}
	case "arm64":
		switch op {
		case "B", "JMP":
			if len(in.suffixes) == 1 && condCodes[in.suffixes[0]] {
				return condJump, ""
			}
			return jump, ""
		case "BL", "CALL":
			return call, ""
		case "RET", "ERET":
			return ret, ""
		case "CBZ", "CBNZ", "CBZW", "CBNZW":
			if len(in.args) > 0 && len(in.args[0].regs) > 0 {
				return regJump, in.args[0].regs[0]
			}
			return regJump, "?"
		case "TBZ", "TBNZ":
			if len(in.args) > 1 && len(in.args[1].regs) > 0 {
				return regJump, in.args[1].regs[0]
			}
			return regJump, "?"
		}
		if len(op) == 3 && op[0] == 'B' && condCodes[op[1:]] {
			return condJump, ""
		}
	case "arm":
		switch op {
		case "B", "JMP", "BL", "CALL", "BX", "BLX", "RET":
			// A condition suffix makes any of them conditional
			// (B.EQ, BL.NE, RET.EQ).
			switch {
			case a.condSuffix(in) != "":
				return condJump, ""
			case op == "BL" || op == "CALL" || op == "BLX":
				return call, ""
			case op == "RET":
				return ret, ""
			}
			return jump, ""
		}
		if len(op) == 3 && op[0] == 'B' && condCodes[op[1:]] {
			return condJump, ""
		}
	}
	return notBranch, ""
}

// condSuffix returns the condition suffix of a 32-bit ARM instruction
// (MOVW.EQ), "" if it has none.
func (a *arch) condSuffix(in *inst) string {
	if a.name != "arm" {
		return ""
	}
	for _, s := range in.suffixes {
		if condCodes[s] {
			return s
		}
	}
	return ""
}

// unknownSuffix returns a 32-bit ARM suffix that is neither a condition nor
// one of armSuffixes, "" if there is none; on arm64 any suffix but a branch
// condition, .P and .W; on amd64 any but .BCST (AVX-512's embedded
// broadcast: the memory operand is one word, read into every lane).
func (a *arch) unknownSuffix(in *inst) string {
	for _, s := range in.suffixes {
		switch a.name {
		case "arm":
			if !condCodes[s] && !armSuffixes[s] && s != "AL" {
				return s
			}
		case "arm64":
			if !(in.op == "B" && condCodes[s]) && s != "P" && s != "W" {
				return s
			}
		case "amd64":
			if s != "BCST" {
				return s
			}
		default:
			return s
		}
	}
	return ""
}

// writesBack reports whether in updates its base register by a constant
// (arm64 and arm .P and .W, MOVM's .W).
func (a *arch) writesBack(in *inst) bool {
	for _, s := range in.suffixes {
		if s == "P" || s == "W" {
			return true
		}
	}
	return false
}
