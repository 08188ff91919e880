; V-S-73: llvm.vector.extract / llvm.vector.insert (LLVM 14:
; llvm.experimental.vector.*): the part and the whole share an element
; type, the index is a multiple of the part's (minimum) length, and a part
; of the same kind (fixed or scalable) fits in the whole; llvm.vector.splice's
; index lies in [-VL, VL-1], VL the known minimum length (times
; vscale_range's minimum); llvm.matrix.*: the constant rows and columns
; match the vectors' lengths.
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; LLVM: {{vector_extract|vector_insert|splice|matrix}}
declare <4 x i16> @llvm.vector.extract.v4i16.v16i8(<16 x i8>, i64)
declare <4 x i32> @llvm.vector.extract.v4i32.v8i32(<8 x i32>, i64)
declare <8 x i32> @llvm.vector.insert.v8i32.v4i32(<8 x i32>, <4 x i32>, i64)
declare <2 x double> @llvm.vector.splice.v2f64(<2 x double>, <2 x double>, i32)
declare <4 x float> @llvm.matrix.transpose.v4f32(<4 x float>, i32, i32)

define void @f(<16 x i8> %b, <8 x i32> %w, <4 x i32> %p, <2 x double> %d) {
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: llvm.vector.extract: the part and the whole have different element types [V-S-73]
  %a = call <4 x i16> @llvm.vector.extract.v4i16.v16i8(<16 x i8> %b, i64 0)
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: llvm.vector.extract: the index is not a multiple of the part's length [V-S-73]
  %c = call <4 x i32> @llvm.vector.extract.v4i32.v8i32(<8 x i32> %w, i64 1)
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: llvm.vector.insert: the part overruns the whole [V-S-73]
  %e = call <8 x i32> @llvm.vector.insert.v8i32.v4i32(<8 x i32> %w, <4 x i32> %p, i64 8)
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: llvm.vector.splice: the index is outside [-VL, VL-1] [V-S-73]
  %g = call <2 x double> @llvm.vector.splice.v2f64(<2 x double> %d, <2 x double> %d, i32 -3)
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: llvm.matrix: the rows and columns do not match the vectors' lengths [V-S-73]
  %m = call <4 x float> @llvm.matrix.transpose.v4f32(<4 x float> zeroinitializer, i32 3, i32 2)
  %okm = call <4 x float> @llvm.matrix.transpose.v4f32(<4 x float> zeroinitializer, i32 2, i32 2)
  %ok1 = call <4 x i32> @llvm.vector.extract.v4i32.v8i32(<8 x i32> %w, i64 4)
  %ok2 = call <8 x i32> @llvm.vector.insert.v8i32.v4i32(<8 x i32> %w, <4 x i32> %p, i64 0)
  %ok3 = call <2 x double> @llvm.vector.splice.v2f64(<2 x double> %d, <2 x double> %d, i32 -2)
  ret void
}
; CHECK-NOT: error:
