; A struct index may be a vector splatting one i32 (both LLVMs accept it).
; RUN: %ehi verify %s
; RUN: %llvm-as19 %s -o /dev/null
%S = type { i8, i32 }
@v = global <2 x ptr> getelementptr (%S, <2 x ptr> zeroinitializer, <2 x i64> <i64 1, i64 1>, <2 x i32> <i32 1, i32 1>)
