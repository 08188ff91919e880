; Type definitions with opaque pointers (LLVM 19): numbered types, opaque,
; packed, empty, self-containing through arrays/vectors of ptr, literal structs.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "types-named-19.c"

%0 = type { i32, ptr }
%1 = type { %0, i8 }
%2 = type <{ i8, i32 }>
%opaque = type opaque
%"opaque quoted" = type opaque
%empty = type {}
%packed.empty = type <{}>
%packed = type <{ i8, i16, i32, i64 }>
%list = type { i32, ptr }
%fwd.user = type { %fwd.later, ptr addrspace(3) }
%fwd.later = type { double }
%nested = type { { i8, <{ i16, i8 }> }, [2 x { i32 }], %empty }
%unused = type { i128 }

@g0 = global %0 zeroinitializer
@g1 = global %1 { %0 { i32 1, ptr null }, i8 2 }
@g2 = global %2 <{ i8 1, i32 2 }>
@gpacked = global %packed <{ i8 1, i16 2, i32 3, i64 4 }>
@gempty = global %empty zeroinitializer
@gpe = global %packed.empty zeroinitializer
@glist = global %list { i32 1, ptr @glist }
@gfwd = global %fwd.user zeroinitializer
@gop = external global %opaque
@gopq = external global %"opaque quoted"
@gnested = global %nested { { i8, <{ i16, i8 }> } { i8 1, <{ i16, i8 }> <{ i16 2, i8 3 }> }, [2 x { i32 }] [{ i32 } { i32 4 }, { i32 } { i32 5 }], %empty zeroinitializer }
@gliteral = global { i32, { float, <{ i8 }> } } { i32 1, { float, <{ i8 }> } { float 2.0, <{ i8 }> <{ i8 3 }> } }

define ptr @next(ptr %l) {
  %p = getelementptr %list, ptr %l, i32 0, i32 1
  %n = load ptr, ptr %p
  ret ptr %n
}

define { i32, %2 } @lit(ptr %p) {
  %x = load %1, ptr %p
  ret { i32, %2 } { i32 0, %2 <{ i8 0, i32 0 }> }
}
