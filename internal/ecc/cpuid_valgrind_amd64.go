//go:build amd64 && !purego && valgrind

package ecc

import "syscall"

// The valgrind build (-tags valgrind: the c-archive that `make ctgrind` runs
// under memcheck) chooses between the assembly and the Go field code by its
// own rule, so that memcheck's proof covers both (docs/SAFETY.md).
//
// valgrind (3.13 and later) decodes and executes MULX, ADCX, ADOX and the
// AVX2 instructions of asm_amd64.s itself, translating them to its own
// intermediate code, but the CPUID it shows its guest is a canned one: with
// an AVX2 host, that of a Haswell (BMI2 and AVX2, no ADX), so the normal
// rule (cpuHasAssemblyFeatures) would always pick the Go code under it.
//
// The rule, read once at initialisation:
//
//   - UECC_CTGRIND_PATH=go: the Go field code (what CPUs without ADX run,
//     and the purego build), whatever the CPU;
//   - otherwise, the assembly where the normal rule allows it (natively on a
//     CPU with BMI2, ADX and AVX2: this build run outside valgrind behaves as
//     every other build), or under valgrind (its RUNNING_ON_VALGRIND client
//     request answers non-zero) where its CPUID reports BMI2 and AVX2 with
//     the AVX state saved: ADX is not asked, since valgrind hides the bit but
//     executes the instructions;
//   - UECC_CTGRIND_PATH=asm makes the assembly a requirement: initialisation
//     panics if neither case above holds, so a run that asked for the
//     assembly cannot silently prove the Go code instead;
//   - UECC_CTGRIND_PATH=ifma is asm's rule, and secp521r1 takes its IFMA
//     form besides (IFMAForm), with the Go twins of its AVX-512 assembly,
//     which valgrind cannot execute. Any other value panics.
//
// Outside valgrind, ADX is still required, so this build never executes an
// instruction the CPU lacks. Under valgrind, whether the host CPU itself has
// ADX cannot be seen (valgrind's CPUID is emulated) and does not matter to
// the run (valgrind executes ADCX and ADOX without it); mk/ctgrind.mk asks
// for the assembly only where /proc/cpuinfo lists bmi2, adx and avx2, so the
// code proven is the code that machine runs natively.
//
// Under valgrind, or when UECC_CTGRIND_PATH is set, the choice is printed to
// standard error as one line starting "uecc ctgrind path: asm" or
// "uecc ctgrind path: go", for the log of `make ctgrind`.

// ctgrindPathEnv names the environment variable of the switch.
const ctgrindPathEnv = "UECC_CTGRIND_PATH"

func selectAssembly() bool {
	env, _ := syscall.Getenv(ctgrindPathEnv)
	onValgrind := runningOnValgrind() != 0
	bmi2AVX2, adx := cpuAssemblyFeatures()
	asm, why, bad := valgrindPath(env, bmi2AVX2 && adx, onValgrind, bmi2AVX2)
	if bad != "" {
		panic("uecc ctgrind path: " + bad)
	}
	if onValgrind || env != "" {
		path := "go"
		if asm {
			path = "asm"
		}
		if env == "ifma" {
			path = "ifma"
			why += "; secp521r1 in its IFMA form with the Go twins of its AVX-512 assembly"
		}
		// One string, so one write(2): valgrind's superblock profiles
		// (make ctgrind's --profile-interval) go to the same standard
		// error between system calls, and split a line printed in pieces,
		// which the log's check then misses.
		print("uecc ctgrind path: " + path + " (" + why + ")\n")
	}
	return asm
}

// valgrindPath is the rule above: native is the normal rule's answer,
// onValgrind whether the process runs under valgrind, bmi2AVX2 whether
// CPUID (valgrind's, under it) reports BMI2 and AVX2 with the AVX state
// saved. It returns the choice and why, or in bad why the environment
// variable cannot be honoured.
func valgrindPath(env string, native, onValgrind, bmi2AVX2 bool) (asm bool, why, bad string) {
	switch env {
	case "go":
		return false, ctgrindPathEnv + "=go: the Go field code, as on CPUs without ADX and in the purego build", ""
	case "", "asm", "ifma":
	default:
		return false, "", ctgrindPathEnv + "=" + env + ": not go, asm or ifma"
	}
	switch {
	case native:
		return true, "CPUID reports BMI2, ADX and AVX2", ""
	case onValgrind && bmi2AVX2:
		return true, "under valgrind: its CPUID reports BMI2 and AVX2; it hides ADX but executes ADCX/ADOX", ""
	case env == "asm" || env == "ifma":
		return false, "", ctgrindPathEnv + "=" + env + ", but CPUID lacks BMI2, AVX2 or the AVX state (or ADX outside valgrind)"
	default:
		return false, "CPUID lacks BMI2, AVX2 or the AVX state (or ADX outside valgrind)", ""
	}
}

// runningOnValgrind issues valgrind's RUNNING_ON_VALGRIND client request: 0
// natively, the nesting depth under valgrind (cpuid_valgrind_amd64.s).
func runningOnValgrind() uint64

// selectIFMA is false in the valgrind build: valgrind cannot execute
// AVX-512, and the build's CPUID rule would otherwise pick the IFMA
// assembly when run outside valgrind on a CPU that has it, a path the run
// under valgrind cannot prove.
func selectIFMA() bool { return false }

// ifmaTwinsPath reports whether UECC_CTGRIND_PATH is ifma: the asm path
// with secp521r1 in its IFMA form, the Go twins in place of the AVX-512
// assembly that valgrind cannot execute (IFMAForm).
func ifmaTwinsPath() bool {
	env, _ := syscall.Getenv(ctgrindPathEnv)
	return env == "ifma"
}
