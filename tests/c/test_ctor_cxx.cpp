// test_ctor_cxx.cpp: a C++ global object whose constructor calls the
// library, linked with the static libuecc.a (the C++ counterpart of
// test_ctor.c; alarm(10) in the initialiser is the watchdog).
#include <csignal>
#include <cstdio>
#include <cstring>
#include <unistd.h>

#include "uECC.h"

namespace {

struct Signer {
    int made, signed_ok, verified, rejected;
    Signer() {
        uint8_t pub[64], priv[32], hash[32], sig[64];
        uECC_Curve c = uECC_secp256k1();
        alarm(10);
        std::memset(hash, 0x24, sizeof hash);
        made = uECC_make_key(pub, priv, c);
        signed_ok = uECC_sign(priv, hash, sizeof hash, sig, c);
        verified = uECC_verify(pub, hash, sizeof hash, sig, c);
        hash[0] ^= 0x80;
        rejected = !uECC_verify(pub, hash, sizeof hash, sig, c);
    }
};

Signer global_signer;

} // namespace

int main() {
    int failed = !global_signer.made + !global_signer.signed_ok + !global_signer.verified + !global_signer.rejected;
    std::printf("test_ctor_cxx: %d passed, %d failed\n", 4 - failed, failed);
    return failed != 0;
}
