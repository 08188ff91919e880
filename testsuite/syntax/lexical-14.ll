; Lexical oddities: CRLF line ends, tabs, comments after every token kind,
; no final newline, blank lines, numbered entry block written out, implicit
; numbering mixed with explicit names, void calls that take no number.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "lexical-14.c" ; trailing comment

	@g	=	global   i32   0 ; comment
@h = global { i32 , [ 2 x i8 ] } { i32 1 , [ 2 x i8 ] c"ab" }

declare void @v()

define i32 @f(i32, i32 %named, i32) ; header comment
{
2:
	; comment line inside a function
  %3 = add i32 %0, %named ; comment
  call void @v()
  %4 = add i32 %3, %1
  %x = add i32 %4, 1
  %5 = add i32 %x, 1
  br label %6
6:                                                ; preds = %2
  %7 = phi i32 [ %5, %2 ]
  br label %blk
blk:
  %8 = add i32 %7, 0
  br label %9
9:
  ret i32 %8
}

define void @g2() {
entry:
  ret void
}