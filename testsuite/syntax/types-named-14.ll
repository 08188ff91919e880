; Type definitions: numbered types, opaque types, packed structs, recursive
; and mutually recursive structs, forward references, empty structs,
; literal (anonymous) structs, identified structs used only in declarations.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "types-named-14.c"

%0 = type { i32, %1* }
%1 = type { %0*, i8 }
%2 = type <{ i8, i32 }>
%opaque = type opaque
%"opaque quoted" = type opaque
%empty = type {}
%packed.empty = type <{}>
%packed = type <{ i8, i16, i32, i64 }>
%list = type { i32, %list* }
%tree = type { %tree*, %tree*, [2 x %tree*], i32 }
%fwd.user = type { %fwd.later, %fwd.later* }
%fwd.later = type { double }
%a = type { %b* }
%b = type { %c* }
%c = type { %a*, %opaque* }
%nested = type { { i8, <{ i16, i8 }> }, [2 x { i32 }], %empty }
%fnptr = type { void (%fnptr*)*, i32 (i8, ...)* }
%unused = type { i128 }

@g0 = global %0 zeroinitializer
@g2 = global %2 <{ i8 1, i32 2 }>
@gpacked = global %packed <{ i8 1, i16 2, i32 3, i64 4 }>
@gempty = global %empty zeroinitializer
@gpe = global %packed.empty zeroinitializer
@glist = global %list { i32 1, %list* @glist }
@gtree = global %tree zeroinitializer
@gfwd = global %fwd.user zeroinitializer
@ga = global %a zeroinitializer
@gop = external global %opaque
@gopq = external global %"opaque quoted"
@gnested = global %nested { { i8, <{ i16, i8 }> } { i8 1, <{ i16, i8 }> <{ i16 2, i8 3 }> }, [2 x { i32 }] [{ i32 } { i32 4 }, { i32 } { i32 5 }], %empty zeroinitializer }
@gfn = global %fnptr zeroinitializer
@gliteral = global { i32, { float, <{ i8 }> } } { i32 1, { float, <{ i8 }> } { float 2.0, <{ i8 }> <{ i8 3 }> } }

declare void @takes(%c*, %1*, %opaque*)

define %list* @next(%list* %l) {
  %p = getelementptr %list, %list* %l, i32 0, i32 1
  %n = load %list*, %list** %p
  ret %list* %n
}

define { i32, %2 } @lit() {
  ret { i32, %2 } { i32 0, %2 <{ i8 0, i32 0 }> }
}
