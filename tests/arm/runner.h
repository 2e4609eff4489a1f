/* runner.h: the per-file table that tests/arm/gen writes next to the
 * vectors of tests/c/vectors.h. */
#ifndef UECC_ARM_RUNNER_H
#define UECC_ARM_RUNNER_H

struct ucr_file {
    const char *name; /* vector file, relative to tests/vectors */
    int skipped;      /* vectors of the file that are not API calls */
};
extern const struct ucr_file ucr_files[];
extern const int ucr_num_files;
extern const int ucr_word_bytes; /* micro-ecc word size the RNG expectations are for */

#endif
