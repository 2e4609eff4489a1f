package main

import "strings"

// opInfo is what the taint analysis needs of one instruction: which of its
// operands it writes, whether it reads what it writes, and how it uses the
// flags. The tables err on the side of more sources (a value read that is
// not, flags set that are not): that can only add findings.
type opInfo struct {
	dsts       int      // how many trailing operands it writes (0: none)
	readsDst   bool     // whether it also reads them
	setsFlags  bool     // whether it writes the flags
	readsFlags bool     // whether its result depends on the flags (ADC, CMOV, CSEL)
	implicitR  []string // registers it reads without naming them (MULX: DX)
	implicitW  []string // registers it writes without naming them
	feature    bool     // its results are CPU features (CPUID): public
	zeroing    bool     // its result is a constant whatever the inputs (XORQ AX, AX)
}

func hasAnyPrefix(s string, ps ...string) bool {
	for _, p := range ps {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// info describes in on its architecture.
func (a *arch) info(in *inst) opInfo {
	switch a.name {
	case "amd64":
		return infoAMD64(in)
	case "arm64":
		return infoARM64(in)
	default:
		return infoARM(a, in)
	}
}

func sameRegs(x, y *operand) bool {
	return x.kind == opReg && y.kind == opReg && len(x.regs) == 1 && len(y.regs) == 1 && x.regs[0] == y.regs[0]
}

func infoAMD64(in *inst) opInfo {
	op, n := in.op, len(in.args)
	i := opInfo{dsts: 1, readsDst: true, setsFlags: true}
	if n == 0 {
		i.dsts = 0
	}
	switch {
	case hasAnyPrefix(op, "CMOV"):
		i.setsFlags, i.readsFlags = false, true
	case (hasAnyPrefix(op, "CMP") && n == 2 && !hasAnyPrefix(op, "CMPXCHG")) ||
		hasAnyPrefix(op, "TEST", "PTEST", "VPTEST", "UCOMIS", "COMIS", "VUCOMIS", "VCOMIS", "PUSH") ||
		op == "BTQ" || op == "BTL" || op == "BTW":
		i.dsts = 0
		i.setsFlags = !hasAnyPrefix(op, "PUSH")
	case hasAnyPrefix(op, "MULX"):
		i.dsts, i.readsDst, i.setsFlags = 2, false, false
		i.implicitR = []string{"DX"}
	case hasAnyPrefix(op, "SHLX", "SHRX", "SARX", "RORX", "PDEP", "PEXT"):
		i.readsDst, i.setsFlags = false, false
	case hasAnyPrefix(op, "MOV", "LEA", "PSHUF", "PEXTR", "PMOVMSK", "CVT") || op == "POPQ" || op == "POPL" || op == "POPW":
		i.readsDst, i.setsFlags = false, false
	case hasAnyPrefix(op, "SET"):
		i.readsDst, i.setsFlags, i.readsFlags = false, false, true
	case hasAnyPrefix(op, "POPCNT", "LZCNT", "TZCNT", "IMUL3", "ANDN", "BLSR", "BLSI", "BLSMSK", "BZHI", "BEXTR"):
		i.readsDst = false
	case hasAnyPrefix(op, "ADC", "SBB", "ADOX", "RCL", "RCR"):
		i.readsFlags = true
	case (op == "MULQ" || op == "MULL" || op == "IMULQ" || op == "IMULL") && n == 1,
		hasAnyPrefix(op, "DIV", "IDIV"):
		i.dsts = 0
		i.implicitR = []string{"AX", "DX"}
		i.implicitW = []string{"AX", "DX"}
	case op == "CQO" || op == "CDQ":
		i.dsts, i.setsFlags = 0, false
		i.implicitR, i.implicitW = []string{"AX"}, []string{"DX"}
	case op == "CPUID":
		i.dsts, i.setsFlags, i.feature = 0, false, true
		i.implicitR = []string{"AX", "CX"}
		i.implicitW = []string{"AX", "BX", "CX", "DX"}
	case op == "RDTSC" || op == "RDTSCP":
		i.dsts, i.setsFlags = 0, false
		i.implicitW = []string{"AX", "DX", "CX"}
	case hasAnyPrefix(op, "XCHG", "XADD"):
		i.dsts, i.setsFlags = n, hasAnyPrefix(op, "XADD")
	case hasAnyPrefix(op, "BSWAP", "NOT", "XORP", "ANDP", "ORP", "ANDNP") || (op[0] == 'P' && op != "POPCNTQ"):
		i.setsFlags = false
	case op[0] == 'V':
		i.readsDst, i.setsFlags = false, false
	}
	// Zeroing idioms: the result is 0 whatever the register held.
	if n == 2 && sameRegs(in.args[0], in.args[1]) && hasAnyPrefix(op, "XOR", "SUBQ", "SUBL", "PXOR", "PSUB") {
		i.zeroing = true
	}
	if n == 3 && sameRegs(in.args[0], in.args[1]) && hasAnyPrefix(op, "VPXOR", "VXORP") {
		i.zeroing = true
	}
	return i
}

func infoARM64(in *inst) opInfo {
	op, n := in.op, len(in.args)
	base := strings.TrimSuffix(op, "W")
	i := opInfo{dsts: 1}
	if n == 0 {
		i.dsts = 0
	}
	switch base {
	case "ADDS", "SUBS", "ADCS", "SBCS", "ANDS", "BICS", "NEGS", "NGCS":
		i.setsFlags = true
	case "CMP", "CMN", "TST", "CCMP", "CCMN":
		i.setsFlags, i.dsts = true, 0
	}
	if hasAnyPrefix(op, "FCMP") {
		i.setsFlags, i.dsts = true, 0
	}
	switch base {
	case "ADC", "ADCS", "SBC", "SBCS", "NGC", "NGCS", "CSEL", "CSINC", "CSINV", "CSNEG", "CSET", "CSETM",
		"CINC", "CINV", "CNEG", "CCMP", "CCMN", "FCSEL":
		i.readsFlags = true
	}
	if hasAnyPrefix(op, "PRFM") {
		i.dsts = 0
	}
	moveLike := hasAnyPrefix(op, "MOV", "MVN", "NEG", "NGC", "LDP", "LDA", "LDX", "LDN", "FMOV", "VMOV", "VLD", "CSET", "ADR", "REV", "RBIT", "CLZ", "CLS", "VDUP") && !hasAnyPrefix(op, "MOVK")
	switch {
	case hasAnyPrefix(op, "MOVK", "BFI", "BFXIL", "BFM", "VMOV"):
		// They insert into their destination.
		i.readsDst = true
	case n == 1 || (!moveLike && n == 2):
		// ADD R1, R2 is R2 += R1; NEG R1 negates R1.
		i.readsDst = true
	}
	if n == 3 && sameRegs(in.args[0], in.args[1]) && (base == "EOR" || base == "SUB") {
		i.zeroing = true
	}
	return i
}

func infoARM(a *arch, in *inst) opInfo {
	op, n := in.op, len(in.args)
	i := opInfo{dsts: 1}
	if n == 0 {
		i.dsts = 0
	}
	for _, s := range in.suffixes {
		if s == "S" {
			i.setsFlags = true
		}
	}
	switch op {
	case "CMP", "CMN", "TST", "TEQ", "CMPF", "CMPD":
		i.setsFlags, i.dsts = true, 0
	case "ADC", "SBC", "RSC":
		i.readsFlags = true
	}
	moveLike := hasAnyPrefix(op, "MOV", "MVN", "CLZ", "REV", "NEGF", "NEGD", "SQRT", "ABS") && op != "MOVT"
	switch {
	case hasAnyPrefix(op, "MULAL", "BFI", "MOVT"):
		i.readsDst = true
	case n == 1 || (!moveLike && n == 2):
		i.readsDst = true
	}
	if a.condSuffix(in) != "" {
		// It may not execute: its destination keeps what it held.
		i.readsFlags, i.readsDst = true, true
	}
	if n == 3 && sameRegs(in.args[0], in.args[1]) && (op == "EOR" || op == "SUB") {
		i.zeroing = true
	}
	return i
}
