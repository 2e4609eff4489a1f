/* ucgo.h: what capi/uecc.c shares with capi/vli.c and capi/le.c. Internal: none of these
 * names stays global in libuecc.a or libuecc.so (capi/symbols.txt). */
#ifndef UCGO_H
#define UCGO_H

#include "uECC.h"

/* The curve's index in uecc.c's table (0..4), or -1 for anything else. */
int ucgo_curve_index(uECC_Curve curve);

/* The gate around every call into Go (uecc.c): ucgo_enter returns 1 if the
 * caller may call into Go now (then it must call ucgo_leave afterwards), 0
 * if the call must fail. */
int ucgo_enter(void);
void ucgo_leave(void);

/* Message hash and hash context checks of uECC_sign_deterministic (uecc.c),
 * shared with its little-endian form (le.c): ucgo_hash_whole is 1 if the
 * hash_size bytes at message_hash can be passed to Go whole, ucgo_hash_usable
 * 1 if the context and its callbacks are not NULL. */
int ucgo_hash_whole(const uint8_t *message_hash, unsigned hash_size);
int ucgo_hash_usable(const uECC_HashContext *h);

#endif
