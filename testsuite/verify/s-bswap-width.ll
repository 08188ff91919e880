; V-S-47: llvm.bswap swaps bytes in pairs, so its width (of a vector: of
; an element) is a multiple of 16 bits.
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: bswap must be an even number of bytes
declare i16 @llvm.bswap.i16(i16)
declare i8 @llvm.bswap.i8(i8)
declare <2 x i24> @llvm.bswap.v2i24(<2 x i24>)

define void @f(i16 %a, i8 %b, <2 x i24> %c) {
  %ok = call i16 @llvm.bswap.i16(i16 %a)
; CHECK: {{.*}}:[[@LINE+1]]:3: error: llvm.bswap swaps bytes in pairs: its width must be a multiple of 16 bits [V-S-47]
  %x = call i8 @llvm.bswap.i8(i8 %b)
; CHECK: {{.*}}:[[@LINE+1]]:3: error: llvm.bswap swaps bytes in pairs: its width must be a multiple of 16 bits [V-S-47]
  %y = call <2 x i24> @llvm.bswap.v2i24(<2 x i24> %c)
  ret void
}
; CHECK-NOT: error:
