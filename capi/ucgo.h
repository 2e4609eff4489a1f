/* ucgo.h: what capi/uecc.c shares with capi/vli.c, capi/le.c and capi/rest.c. Internal: none of these
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

/* The program's signals (signals.c): ucgo_signals_init at load and on
 * each new thread of the runtime (it works once); ucgo_signals_hold before a call (or any other Go
 * call of uecc.c's) enters Go at depth 0, ucgo_signals_release(called_go)
 * after it, called_go 0 if it did not enter after all; ucgo_mark_self on
 * each new thread of the runtime, before it runs the runtime's code. */
void ucgo_signals_init(void);
void ucgo_signals_hold(void);
void ucgo_signals_release(int called_go);
void ucgo_mark_self(void);

/* Message hash and hash context checks of uECC_sign_deterministic (uecc.c),
 * shared with its little-endian form (le.c): ucgo_hash_whole is 1 if the
 * hash_size bytes at message_hash can be passed to Go whole, ucgo_hash_usable
 * 1 if the context and its callbacks are not NULL. */
int ucgo_hash_whole(const uint8_t *message_hash, unsigned hash_size);
int ucgo_hash_usable(const uECC_HashContext *h);

/* The runtime's threads (rest.c). ucgo_await_rest waits, at most max_ns,
 * until every thread the runtime started is parked: 1 once they are, 0 if
 * the time ran out, -1 at once if they cannot be observed (no /proc, or
 * more threads than it records). ucgo_still_at_rest, in the parent right
 * after the fork, returns 1 if every one of them is still parked with the
 * switch count that rest found: none ran in between, so none ran at the
 * fork. ucgo_forget_threads, in a forked child, drops the parent's
 * threads, which the child does not have. */
int ucgo_await_rest(long max_ns);
int ucgo_still_at_rest(void);
void ucgo_forget_threads(void);

#endif
