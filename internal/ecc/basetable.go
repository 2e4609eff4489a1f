package ecc

// BaseTableAfter is how many fixed-base multiplications (key generation,
// public-key computation, signing) of a curve run before its fixed-base
// table is built. Until then they use the constant-time variable-base
// multiplication of ECDH on G, which needs no table and takes three to five
// times as long as the one with the table; the build takes about as long as
// what the table saves over 9 calls on secp256r1, 10 to 13 on the other
// curves (`go test -run '^$' -bench 'BaseTable|ScalarBaseMult' ./internal/ecc/...`
// measures the three), so a
// program pays at most about twice what it would have with hindsight (the
// ski-rental rule): one that makes a few keys or signatures never builds a
// table, and its first call costs about what a later one does instead of
// the whole build.
//
// The alternative, tables precomputed in the binary (41–88 KB per curve,
// 345 KB for the five, plus 74 KB for Verify's tables of odd multiples of G),
// would make every program linked against the C library that much larger.
const BaseTableAfter = 10
