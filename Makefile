# ehi — build, test, demo.  `make` builds build/ehi and build/libehi.a.
# `make demo` and `make check` first install what is missing (Debian 12, as root).

CC      ?= cc
CFLAGS  ?= -O2 -g
# the project's own flags, kept apart so that `make CFLAGS=...` (check-asan)
# changes optimisation and sanitizers but never drops these
EHI_CFLAGS := -std=c17 -Wall -Wextra -Werror -D_DEFAULT_SOURCE -Iinterp -I.
BUILD   ?= build
LLVM14  := /usr/lib/llvm-14
LIT     := python3 $(LLVM14)/build/utils/lit/lit.py

LIB_SRCS := $(wildcard interp/*.c interp/ir/*.c interp/machine/*.c interp/vm/*.c interp/rt/*.c interp/eh/*.c)
LIB_OBJS := $(LIB_SRCS:%.c=$(BUILD)/obj/%.o)
HDRS     := $(wildcard interp/*.h interp/*/*.h interp/*/*.def)
# the REPL (libedit) is part of the ehi binary only: libehi.a needs no libedit
REPL_SRCS := $(wildcard repl/*.c)
REPL_OBJS := $(REPL_SRCS:%.c=$(BUILD)/obj/%.o)
REPL_HDRS := $(wildcard repl/*.h repl/*.def)

# Debian packages each step needs; installed only when absent.
# graphviz: the REPL's `dot FUNC FILE.png`; tmux: the REPL's terminal test
DEPS_BUILD := libedit-dev uthash-dev graphviz
DEPS_CHECK := $(DEPS_BUILD) dpkg-dev clang-14 llvm-14 llvm-14-tools lld-14 clang-19 llvm-19 python3 tmux

.PHONY: all libs demo check check-asan fuzz fuzz-build difftest stress bench bench-eh bench-parse bench-verify deps-build deps-check clean

all: $(BUILD)/ehi $(BUILD)/libehi.a

$(BUILD)/obj/%.o: %.c $(HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(EHI_CFLAGS) -c $< -o $@

# The dispatch loop (interp/vm/vm.c) jumps from each op straight to the next
# through its own indirect jump; GCC's GCSE and cross-jumping merge those
# jumps into one shared one, which predicts far worse (GCC's manual
# suggests -fno-gcse for computed gotos).  Clang has neither flag.
VM_CFLAGS := $(if $(shell $(CC) -dM -E -x c /dev/null 2>/dev/null | grep __clang__),,-fno-gcse -fno-crossjumping)
$(BUILD)/obj/interp/vm/vm.o: EHI_CFLAGS += $(VM_CFLAGS)

$(BUILD)/libehi.a: $(LIB_OBJS)
	@rm -f $@
	ar rcs $@ $^

$(REPL_OBJS) $(BUILD)/obj/cli/main.o: $(REPL_HDRS)

# libquadmath (GCC's, with the compiler): the binary128 math functions
# (interp/rt/libc_math.c); a program linking libehi.a links it too
$(BUILD)/ehi: $(BUILD)/obj/cli/main.o $(REPL_OBJS) $(BUILD)/libehi.a
	$(CC) $(CFLAGS) $(EHI_CFLAGS) $^ -o $@ -lquadmath -lm -ledit

# ---- dependencies: dpkg-query tells what is missing; apt installs it ----
define install_missing
	@missing=""; for p in $(1); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  if [ "$$(id -u)" != 0 ]; then echo "need root to install:$$missing" >&2; exit 1; fi; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	fi
endef

deps-build:
	$(call install_missing,$(DEPS_BUILD))

deps-check:
	$(call install_missing,$(DEPS_CHECK))

# ---- the main job on a bundled example ----
demo: deps-build
	@$(MAKE) --no-print-directory all
	@echo "== ehi run --trace testsuite/demo/demo.ll (C++ exceptions; every EH event on stderr)"
	$(BUILD)/ehi run --trace testsuite/demo/demo.ll 2>&1
	@echo "== ehi run testsuite/demo/run.ll (ends in a detected heap overflow)"
	@$(BUILD)/ehi run testsuite/demo/run.ll; echo "(exit status $$?: 66 is undefined behaviour, SPEC.md section 6)"
	@echo "== ehi verify testsuite/demo/demo.ll"
	$(BUILD)/ehi verify testsuite/demo/demo.ll
	@echo "== one function of demo.ll as ehi reads it (the REPL's list; 'ehi print' writes the whole module)"
	@printf 'list lookup\n' | $(BUILD)/ehi repl testsuite/demo/demo.ll

# ---- libraries compiled to IR (libir/), per target, built once ----
# GCC 12's libstdc++ from Debian's gcc-12 source package (downloaded once
# into LIB_CACHE), compiled by clang 19 for each target whose
# configuration libir/libstdcxx.sh knows; each is verified by ehi.
LIB_TARGETS := x86_64-unknown-linux-gnu i686-unknown-linux-gnu aarch64-unknown-linux-gnu armv7-unknown-linux-gnueabihf \
	       x86_64-w64-windows-gnu
# the downloaded source and each library built (keyed by the recipe and
# the compiler), shared by the checkouts of this machine
LIB_CACHE   ?= $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/ehi
LIBS        := $(LIB_TARGETS:%=build/lib/%/libstdc++.ll)
# headers of the cross targets' libstdc++ and C library
DEPS_LIBS   := clang-19 llvm-19 g++-multilib libstdc++-12-dev-arm64-cross libstdc++-12-dev-armhf-cross \
	       libc6-dev-arm64-cross libc6-dev-armhf-cross g++-mingw-w64-x86-64-win32 patch xz-utils dpkg-dev

build/lib/%/libstdc++.ll: libir/libstdcxx.sh libir/gcc-source.sh libir/apt-source.sh | build/ehi
	@echo "== libstdc++ compiled to IR for $* (once; cached in build/lib/$*)"
	@sh libir/libstdcxx.sh $(LIB_CACHE) build/lib/$* $*
	@build/ehi verify $@

deps-libs:
	$(call install_missing,$(DEPS_LIBS))

libs: deps-libs
	@$(MAKE) --no-print-directory BUILD=build all
	@$(MAKE) --no-print-directory $(LIBS)

# ---- the test suite (lit + FileCheck); ends with "N passed, N failed" ----
# LLVM's own verifier and assembler tests (testsuite/llvm), fetched from
# Debian's source package once per checkout
LLVM_TESTS := build/llvm-tests/14/.done
$(LLVM_TESTS):
	@sh testsuite/llvm/fetch.sh build/llvm-tests

check: deps-check $(LLVM_TESTS) libs
	@$(MAKE) --no-print-directory all
	@EHI=$(abspath $(BUILD)/ehi) sh testsuite/run-lit.sh "$(LIT)" testsuite

check-asan: deps-check $(LLVM_TESTS) libs
	@$(MAKE) --no-print-directory BUILD=build-asan CC=clang \
	  CFLAGS="-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all" all
	@ln -sfn ../build/lib build-asan/lib
	@EHI=$(abspath build-asan/ehi) ASAN_OPTIONS=detect_leaks=1 \
	  sh testsuite/run-lit.sh "$(LIT)" testsuite

# ---- the generated-program campaign (testsuite/diff/README.md) ----
# `make difftest N=500` runs N generated programs from seed SEED through
# MATRIX (full: real binaries of every target too; ir: ehi only; check: make
# check's small matrix) with lit -j$(J); LITARGS passes more to lit (e.g.
# --num-shards=4 --run-shard=2); the JSON lines go to RESULTS, then
# testsuite/diff/merge.py prints the summary.  DIFF_LANG=seh: the Windows SEH
# programs (C, Wine against ehi) instead of the C++ ones; c++: those only.
DIFF_LANG ?= all
N       ?= 100
SEED    ?= 1
MATRIX  ?= full
J       ?= 2
RESULTS ?= build/lit/diff/results.jsonl
DEPS_DIFF := $(DEPS_CHECK) qemu-user lld-19 g++ g++-multilib libstdc++-12-dev-arm64-cross \
	     libstdc++-12-dev-armhf-cross libc6-dev-arm64-cross libc6-dev-armhf-cross
difftest:
	$(call install_missing,$(DEPS_DIFF))
	@$(MAKE) --no-print-directory all
	@EHI=$(abspath $(BUILD)/ehi) sh testsuite/run-lit.sh "nice -n 10 $(LIT)" testsuite/diff -j$(J) \
	  --param diff_n=$(N) --param diff_seed=$(SEED) --param diff_matrix=$(MATRIX) \
	  --param diff_lang=$(DIFF_LANG) --param diff_results=$(abspath $(RESULTS)) $(LITARGS) >build/difftest.log 2>&1; \
	  st=$$?; grep -E '^(FAIL|UNRESOLVED|TIMEOUT):' build/difftest.log; \
	  python3 testsuite/diff/merge.py $(RESULTS); exit $$st

bench-parse: deps-check all
	testsuite/bench/bench-parse.sh $(abspath $(BUILD)/ehi)

bench-verify: deps-check all
	BENCH_MODE=verify testsuite/bench/bench-parse.sh $(abspath $(BUILD)/ehi)

bench: deps-check all
	python3 testsuite/bench/bench-exec.py $(abspath $(BUILD)/ehi)
	python3 testsuite/bench/bench-eh.py

# throw/catch benchmarks only (issue 6): ehi against the native binary
bench-eh: deps-check all
	python3 testsuite/bench/bench-eh.py

# ---- llvm-stress: random IR under ehi and lli, outputs compared (testsuite/stress) ----
# `make stress N=500 SEED=1000 STRESS_SIZE=20` (N and SEED as difftest's; STRESS_SIZE:
# llvm-stress's -size, default 40; testsuite/stress/README.md)
STRESS_SIZE ?= 40
stress: deps-check all
	python3 testsuite/stress/stress.py --ehi $(abspath $(BUILD)/ehi) --first $(SEED) --count $(N) \
	  --size $(STRESS_SIZE) --keep build/stress --json build/stress.jsonl

# ---- fuzzing (libFuzzer, clang 14's runtime): fuzz/README.md ----
# make fuzz FUZZ_SECONDS=N runs each target N seconds (findings: build-fuzz/fuzz/<target>/findings)
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := parse verify run repl
FUZZ_CC := clang-14
FUZZ_SAN := -fsanitize=address,undefined -fno-sanitize-recover=all
# the repl target links the REPL's objects and finds the test corpus's
# modules (its sessions' files) in this checkout
FUZZ_LINK_repl := $(REPL_SRCS:%.c=build-fuzz/obj/%.o) -ledit
FUZZ_DEFS_repl := -DEHI_FUZZ_ROOT='"$(CURDIR)"'
fuzz: fuzz-build
	@sh fuzz/run.sh build-fuzz $(FUZZ_SECONDS) $(FUZZ_TARGETS)

# the targets only (build-fuzz/fuzz-<target>), e.g. to reproduce a finding
fuzz-build: deps-check
	@$(MAKE) --no-print-directory BUILD=build-fuzz CC=$(FUZZ_CC) \
	  CFLAGS="-O1 -g -fsanitize=fuzzer-no-link $(FUZZ_SAN)" build-fuzz/libehi.a \
	  $(REPL_SRCS:%.c=build-fuzz/obj/%.o)
	@$(foreach t,$(FUZZ_TARGETS),\
	  $(FUZZ_CC) -O1 -g -fsanitize=fuzzer $(FUZZ_SAN) $(EHI_CFLAGS) $(FUZZ_DEFS_$t) fuzz/$t.c \
	    $(FUZZ_LINK_$t) build-fuzz/libehi.a -o build-fuzz/fuzz-$t -lquadmath -lm &&) true

clean:
	rm -rf build build-asan build-fuzz
