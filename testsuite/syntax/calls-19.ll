; Calls: every calling convention (declarations), tail/musttail/notail,
; call-site cconv and attributes, varargs calls with an explicit function
; type, indirect calls, calls through casts, inline asm dialects and flags,
; operand bundles (LLVM 19).
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "calls-19.c"
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"

declare ccc void @cc.0()
declare fastcc void @cc.1()
declare coldcc void @cc.2()
declare anyregcc void @cc.3()
declare preserve_mostcc void @cc.4()
declare preserve_allcc void @cc.5()
declare swiftcc void @cc.6()
declare swifttailcc void @cc.7()
declare cfguard_checkcc void @cc.8()
declare tailcc void @cc.9()
declare x86_stdcallcc void @cc.10()
declare x86_fastcallcc void @cc.11()
declare x86_thiscallcc void @cc.12()
declare x86_vectorcallcc void @cc.13()
declare x86_regcallcc void @cc.14()
declare arm_apcscc void @cc.15()
declare arm_aapcscc void @cc.16()
declare arm_aapcs_vfpcc void @cc.17()
declare aarch64_vector_pcs void @cc.18()
declare aarch64_sve_vector_pcs void @cc.19()
declare msp430_intrcc void @cc.20()
declare avr_intrcc void @cc.21()
declare avr_signalcc void @cc.22()
declare ptx_kernel void @cc.23()
declare ptx_device void @cc.24()
declare spir_func void @cc.25()
declare spir_kernel void @cc.26()
declare intel_ocl_bicc void @cc.27()
declare x86_64_sysvcc void @cc.28()
declare win64cc void @cc.29()
declare hhvmcc void @cc.30()
declare hhvm_ccc void @cc.31()
declare amdgpu_vs void @cc.32()
declare amdgpu_ls void @cc.33()
declare amdgpu_hs void @cc.34()
declare amdgpu_es void @cc.35()
declare amdgpu_gs void @cc.36()
declare amdgpu_ps void @cc.37()
declare amdgpu_cs void @cc.38()
declare amdgpu_kernel void @cc.39()
declare amdgpu_gfx void @cc.40()
declare ghccc void @cc.41()
declare cc 0 void @cc.42()
declare cc 10 void @cc.43()
declare cc 42 void @cc.44()
declare cc 1023 void @cc.45()
declare aarch64_sme_preservemost_from_x0 void @cc.46()
declare aarch64_sme_preservemost_from_x1 void @cc.47()
declare aarch64_sme_preservemost_from_x2 void @cc.48()
declare preserve_nonecc void @cc.49()
declare riscv_vector_cc void @cc.50()
declare m68k_rtdcc void @cc.51()
declare graalcc void @cc.52()
declare amdgpu_cs_chain void @cc.53()
declare amdgpu_cs_chain_preserve void @cc.54()
define x86_intrcc void @cc.intr(ptr byval(i32) %frame) { ret void }

declare i32 @printf(ptr, ...)
declare void @vfn(i32, ...)
declare fastcc i32 @fast(i32)
declare cc 42 i32 @cc42(i32)
declare i32 @callee(i32)
declare void @llvm.assume(i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

@fmt = private constant [4 x i8] c"%d\0A\00"

define i32 @calls(i32 %x, ptr %p, ptr %fp) {
  %c1 = call i32 @callee(i32 %x)
  %c2 = tail call i32 @callee(i32 %x)
  %c3 = notail call i32 @callee(i32 %x)
  %c4 = call fastcc i32 @fast(i32 %x)
  %c5 = tail call cc 42 i32 @cc42(i32 %x)
  %c6 = call coldcc i32 @callee(i32 %x)
  %v1 = call i32 (ptr, ...) @printf(ptr @fmt, i32 %x)
  %v2 = call i32 (ptr, ...) @printf(ptr %p, i32 %x, double 1.0, i8 signext 1, ptr null)
  call void (i32, ...) @vfn(i32 0)
  call void (i32, ...) @vfn(i32 0, { i32, i8 } zeroinitializer, <2 x float> zeroinitializer)
  %i1 = call i32 %fp(i32 %x)
  %i2 = call zeroext i32 %fp(i32 signext %x) #0
  %i3 = call i32 %p(i32 %x)
  %i4 = call i32 (i32, ...) @callee(i32 %x, i32 %x)
  %a1 = call noundef i32 @callee(i32 noundef %x) nounwind readnone
  %a2 = call i32 @callee(i32 %x) #1
  %a3 = call i32 @callee(i32 %x) "call-site-attr"="v" cold
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 8), "nonnull"(ptr %p) ]
  call void @llvm.assume(i1 true) [ "ignore"() ]
  %b1 = call i32 @callee(i32 %x) [ "deopt"(i32 1, i32 2), "gc-live"(ptr %p) ]
  %b2 = call i32 @callee(i32 %x) [ "deopt"() ]
  %b3 = call i32 @callee(i32 %x) [ "unknown.bundle"(i32 %x, ptr null, i64 -1) ]
  %asm1 = call i32 asm "mov $1, $0", "=r,r"(i32 %x)
  %asm2 = call i32 asm sideeffect "nop", "=r,~{memory},~{dirflag}"()
  call void asm sideeffect alignstack "", ""()
  %asm3 = call i32 asm inteldialect "mov $0, $1", "=r,r"(i32 %x)
  %asm4 = call i32 asm sideeffect alignstack inteldialect "mov eax, $1", "={eax},r,~{dirflag},~{fpsr},~{flags}"(i32 %x) #2
  call void asm sideeffect "; \22quoted\22 $$ \0A\09 ${0:c}", "i"(i32 42)
  call void asm "", "~{memory}"() [ "deopt"() ]
  ret i32 %c1
}

define i32 @mt.same(i32 %y) {
  %r = musttail call i32 @callee(i32 %y)
  ret i32 %r
}

define i32 @mt(i32 %x, ptr %p) {
  %r = musttail call i32 @mt(i32 %x, ptr %p)
  ret i32 %r
}

define void @mt.void(i32 %x, ...) {
  musttail call void (i32, ...) @vfn(i32 %x, ...)
  ret void
}

define fastcc i32 @tail.fast(i32 %x) {
  %r = tail call fastcc i32 @fast(i32 %x)
  ret i32 %r
}

attributes #0 = { nounwind }
attributes #1 = { nounwind readonly "frame-pointer"="all" }
attributes #2 = { nounwind }
