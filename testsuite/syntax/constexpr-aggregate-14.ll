; extractvalue / insertvalue constant expressions (LLVM 14 only; removed in
; LLVM 15), with single and multiple indices.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "constexpr-aggregate-14.c"

@i = global i32 0
@ev = global i32 extractvalue ({ i32, i8 } { i32 ptrtoint (i32* @i to i32), i8 0 }, 0)
@iv = global { i32, i8 } insertvalue ({ i32, i8 } undef, i32 ptrtoint (i32* @i to i32), 0)
@ev2 = global i8 extractvalue ({ i32, [2 x i8] } { i32 0, [2 x i8] [i8 ptrtoint (i32* @i to i8), i8 1] }, 1, 0)
@iv2 = global { i32, [2 x i8] } insertvalue ({ i32, [2 x i8] } zeroinitializer, i8 ptrtoint (i32* @i to i8), 1, 1)
