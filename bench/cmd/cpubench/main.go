// Command cpubench times uecc's operations in CPU time of the calling thread
// (CLOCK_THREAD_CPUTIME_ID) rather than wall time, so that on a shared,
// loaded machine time spent waiting for a core does not count. It prints, per
// curve and operation, the minimum over rounds of the mean over a batch, in
// ns/op (to a tenth). It is a tool for comparing two builds of the engine side by side;
// `make bench` stays the reference measurement.
//
//	go run ./bench/cmd/cpubench [-rounds 15] [-batch 2ms] [-ops keygen,ecdh,…] [-curves secp256r1,…] [-rounds-spread]
//
// With -rounds-spread each line also gives the median and the maximum over
// the rounds and how many rounds took more than 1.2 times the best: whether a
// slow process is slow throughout (its placement in memory) or in bursts
// (another load on the core or its sibling), which a process's median alone
// cannot tell.
package main

import (
	"crypto/sha256"
	"flag"
	"fmt"
	mrand "math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"time"
	"unsafe"

	"github.com/uecc-go/uecc/internal/microeccalloc"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

// threadCPU returns the CPU time consumed by the calling thread.
func threadCPU() time.Duration {
	var ts syscall.Timespec
	const clockThreadCPUTimeID = 3
	_, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTimeID, uintptr(unsafe.Pointer(&ts)), 0)
	if errno != 0 {
		panic(errno)
	}
	return time.Duration(ts.Nano())
}

func main() {
	rounds := flag.Int("rounds", 15, "rounds per operation")
	batch := flag.Duration("batch", 2*time.Millisecond, "CPU time per round")
	opsFlag := flag.String("ops", "keygen,ecdh,sign,verify,decompress,valid", "operations")
	curvesFlag := flag.String("curves", "", "curves (default all)")
	spread := flag.Bool("rounds-spread", false, "also print the median and maximum round and the rounds above 1.2 × the best")
	flag.Parse()
	runtime.LockOSThread()
	for _, c := range uecc.Curves() {
		if *curvesFlag != "" && !strings.Contains(*curvesFlag, c.Name()) {
			continue
		}
		r := mrand.NewChaCha8([32]byte{'c', 'p', 'u'})
		pub, priv, err := microeccalloc.GenerateKey(c, r)
		check(err)
		peer, _, err := microeccalloc.GenerateKey(c, r)
		check(err)
		comp, err := microeccalloc.Compress(c, pub)
		check(err)
		digest := sha256.Sum256([]byte("cpubench"))
		sig, err := c.Sign(r, priv, digest[:])
		check(err)
		outPub := make([]byte, c.PublicKeySize())
		outPriv := make([]byte, c.PrivateKeySize())
		secret := make([]byte, c.FieldSize())
		outSig := make([]byte, c.SignatureSize())
		ops := map[string]func(){
			"keygen":     func() { check(microecc.For(c).MakeKey(outPub, outPriv, r)) },
			"ecdh":       func() { check(microecc.For(c).SharedSecret(secret, priv, peer)) },
			"sign":       func() { check(microecc.For(c).Sign(outSig, r, priv, digest[:])) },
			"verify":     func() { check(c.Verify(pub, digest[:], sig)) },
			"decompress": func() { check(microecc.For(c).Decompress(outPub, comp)) },
			"valid": func() {
				if !microecc.For(c).ValidPublicKey(pub) {
					panic("invalid")
				}
			},
		}
		for _, name := range strings.Split(*opsFlag, ",") {
			op := ops[name]
			if op == nil {
				fmt.Fprintf(os.Stderr, "unknown operation %q\n", name)
				os.Exit(2)
			}
			// inner: operations between two clock readings (a system call),
			// enough for 50 µs.
			inner := 1
			for {
				start := threadCPU()
				for range inner {
					op()
				}
				if threadCPU()-start > 50*time.Microsecond {
					break
				}
				inner *= 2
			}
			times := make([]float64, *rounds)
			for i := range times {
				n := 0
				start := threadCPU()
				for threadCPU()-start < *batch {
					for range inner {
						op()
					}
					n += inner
				}
				times[i] = float64(threadCPU()-start) / float64(n)
			}
			slices.Sort(times)
			best := times[0]
			if !*spread {
				fmt.Printf("%s\t%s\t%.1f\n", c.Name(), name, best)
				continue
			}
			fast, _ := slices.BinarySearch(times, 1.2*best)
			slow := len(times) - fast
			fmt.Printf("%s\t%s\t%.1f\tmedian %.1f\tmax %.1f\tabove 1.2×best %d/%d\n", c.Name(), name, best,
				times[len(times)/2], times[len(times)-1], slow, len(times))
		}
	}
}

func check(err error) {
	if err != nil {
		panic(err)
	}
}
