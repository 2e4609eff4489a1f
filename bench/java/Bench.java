import java.util.Arrays;

import org.uecc.Curve;
import org.uecc.Uecc;

/**
 * The time of a call from Java (make bench-java, mk/java.mk), measured as
 * tests/c/bench.c measures the same calls from C: per operation, the best of
 * ten timed runs of n calls, n calibrated so that a run takes a tenth of the
 * budget (first argument, milliseconds per operation). Prints
 * "bench-java curve op ns/op", with bench.c's names for the same calls, and
 * the batch signing lines of batches().
 */
public final class Bench {
    interface Op {
        boolean run();
    }

    public static void main(String[] args) throws InterruptedException {
        double budget = (args.length > 0 ? Double.parseDouble(args[0]) : 100) * 1e6;
        for (Curve c : Curve.values()) {
            if (!built(c)) {
                continue; // secp384r1 and secp521r1 without UECC_CURVES=all, as in bench.c
            }
            byte[][] kp = Uecc.makeKey(c), other = Uecc.makeKey(c);
            byte[] hash = new byte[32];
            Arrays.fill(hash, (byte) 7);
            byte[] sig = Uecc.sign(c, kp[1], hash);
            String[] names = {"verify", "shared_secret", "compute_public_key", "valid_public_key"};
            Op[] ops = {
                () -> Uecc.verify(c, kp[0], hash, sig),
                () -> Uecc.sharedSecret(c, other[0], kp[1]).length > 0,
                () -> Uecc.computePublicKey(c, kp[1]).length > 0,
                () -> Uecc.validPublicKey(c, kp[0]),
            };
            for (int i = 0; i < ops.length; i++) {
                System.out.printf("bench-java %s %s %.1f%n", c.name().toLowerCase(java.util.Locale.ROOT), names[i], best(ops[i], budget));
            }
        }
        batches(budget);
        firstCalls();
    }

    /** Whether the library was built with c (UECC_CURVES, docs/C-API.md). */
    static boolean built(Curve c) {
        try {
            Uecc.makeKey(c);
            return true;
        } catch (UnsupportedOperationException e) {
            return false;
        }
    }

    /**
     * sign against signBatch of 64 hashes, per signature, on the two 256-bit
     * curves: "bench-java-batch curve sign ns sign_batch64 ns ratio r".
     */
    static void batches(double budget) {
        for (Curve c : new Curve[] {Curve.SECP256K1, Curve.SECP256R1}) {
            byte[] priv = Uecc.makeKey(c)[1];
            byte[][] hashes = new byte[64][32];
            for (int i = 0; i < hashes.length; i++) {
                hashes[i][0] = (byte) i;
            }
            double one = best(() -> Uecc.sign(c, priv, hashes[0]).length > 0, budget);
            double batch = best(() -> Uecc.signBatch(c, priv, hashes).length == hashes.length, budget) / hashes.length;
            System.out.printf("bench-java-batch %s sign %.1f sign_batch64 %.1f ratio %.2f%n",
                    c.name().toLowerCase(java.util.Locale.ROOT), one, batch, batch / one);
        }
    }

    /**
     * The first call on a new thread binds the thread to the Go runtime:
     * the median of 21 threads' first and second validPublicKey calls.
     */
    static void firstCalls() throws InterruptedException {
        byte[] pub = Uecc.makeKey(Curve.SECP256R1)[0];
        long[] first = new long[21], second = new long[21];
        for (int i = 0; i < first.length; i++) {
            final int n = i;
            Thread t = new Thread(() -> {
                long t0 = System.nanoTime();
                Uecc.validPublicKey(Curve.SECP256R1, pub);
                long t1 = System.nanoTime();
                Uecc.validPublicKey(Curve.SECP256R1, pub);
                first[n] = t1 - t0;
                second[n] = System.nanoTime() - t1;
            });
            t.start();
            t.join();
        }
        Arrays.sort(first);
        Arrays.sort(second);
        System.out.printf("bench-java-thread secp256r1 first_call_on_a_thread %d%n", first[first.length / 2]);
        System.out.printf("bench-java-thread secp256r1 second_call_on_a_thread %d%n", second[second.length / 2]);
    }

    static double best(Op op, double budget) {
        long n = 1;
        for (;;) {
            long t0 = System.nanoTime();
            run(op, n);
            if (System.nanoTime() - t0 > budget / 10 || n > 1L << 30) {
                break;
            }
            n *= 2;
        }
        double best = Double.MAX_VALUE;
        for (int rep = 0; rep < 10; rep++) {
            long t0 = System.nanoTime();
            run(op, n);
            best = Math.min(best, (System.nanoTime() - t0) / (double) n);
        }
        return best;
    }

    static void run(Op op, long n) {
        for (long i = 0; i < n; i++) {
            if (!op.run()) {
                throw new AssertionError("operation failed");
            }
        }
    }
}
