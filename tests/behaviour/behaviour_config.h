/* SPDX-License-Identifier: MIT */
/* fixgeom configuration of the behaviour test (tests/behaviour/behaviour.c): the user-config
 * hook (FG_USER_CONFIG) routing FG_ASSERT and FG_ON_REJECT to counters in the test, as a
 * firmware would route them to its logger or assert. */
#ifndef BEHAVIOUR_CONFIG_H
#define BEHAVIOUR_CONFIG_H
void bh_assert_failed(void);
void bh_rejected(const char *name);
#define FG_ASSERT(e) ((e) ? (void)0 : bh_assert_failed())
#define FG_ON_REJECT(name) bh_rejected(name)
#endif
