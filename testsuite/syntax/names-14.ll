; Names: unnamed globals (@0, @1), quoted global/local/label/type names with
; escapes, names that look like numbers or keywords, module asm,
; target datalayout/triple, source_filename with escapes.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "dir\5Cnames \22x\22.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

module asm ".globl foo"
module asm "foo: ret"
module asm "\09.section \22.note\22, \22a\22"
module asm ""

%"struct.a b" = type { i32 }
%"class.ns::C<int>" = type { i8 }
%"\01weird" = type { i16 }

@0 = private constant [3 x i8] c"ab\00"
@1 = internal global i32 0
@2 = global i32* @1
@"\01foo" = global i32 1
@"a b" = global %"struct.a b" zeroinitializer
@"with\22quote" = global i32 2
@"tab\09and\5Cbackslash" = global i32 3
@"123abc" = global i32 4
@"define" = global i32 5
@.dot.start = global i32 6
@$dollar = global i32 7
@"-dash" = global i32 8
@"unicode\C3\A9" = global i32 9
@g.types = global %"class.ns::C<int>" zeroinitializer
@g.weird = global %"\01weird" zeroinitializer

define void @"\01?f@@YAXXZ"() {
  ret void
}

define i32 @3(i32 %"a b", i32 %"x\22y") {
"entry block":
  %"sum with space" = add i32 %"a b", %"x\22y"
  %0 = add i32 %"sum with space", 1
  %1 = load i32, i32* @1
  %"2" = add i32 %0, %1
  br label %"exit\09"

"exit\09":
  %.x = add i32 %"2", 0
  %"-neg" = sub i32 0, %.x
  ret i32 %"-neg"
}

define void @4() {
  call void @"\01?f@@YAXXZ"()
  %r = call i32 @3(i32 1, i32 2)
  ret void
}
