package uecc

// SharedSecret returns the ECDH shared secret of the private key priv and the
// peer's raw public key peer. See SharedSecretTo.
func (c *Curve) SharedSecret(priv, peer []byte) ([]byte, error) {
	secret := make([]byte, c.SharedSecretSize())
	if err := c.SharedSecretTo(secret, priv, peer); err != nil {
		return nil, err
	}
	return secret, nil
}

// SharedSecretTo writes the ECDH shared secret, the X coordinate of priv·peer
// (not hashed, as in micro-ecc), to secret (SharedSecretSize bytes).
//
// Unlike micro-ecc's uECC_shared_secret, the peer key is validated (an
// off-curve point would leak the private key through an invalid-curve attack),
// the private key must be in [1, n−1], and every valid input gives the right
// answer (micro-ecc fails for some valid ones).
//
// Errors: ErrLength, ErrPrivateKey, ErrPublicKey. On error secret is unchanged.
func (c *Curve) SharedSecretTo(secret, priv, peer []byte) error {
	if len(secret) != c.SharedSecretSize() || len(priv) != c.PrivateKeySize() ||
		len(peer) != c.PublicKeySize() {
		return ErrLength
	}
	if !c.eng.ValidPublicKey(peer) {
		return ErrPublicKey
	}
	if !c.validPrivateKey(priv) {
		return ErrPrivateKey
	}
	if c.eng.ScalarMultX(secret, priv, peer) != 1 {
		// Unreachable for a valid key and scalar: n is prime and the
		// cofactor 1, so priv·peer is never the point at infinity.
		return ErrPublicKey
	}
	return nil
}
