; icmp and fcmp with every predicate, on scalars, vectors (fixed and
; scalable), pointers (incl. address spaces) and constants (LLVM 19).
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "cmp-19.c"

define void @cmp(i32 %a, i32 %b, i128 %w, ptr %p, ptr addrspace(1) %q, <4 x i16> %v, <vscale x 2 x i64> %s, double %x, double %y, <2 x float> %vf, half %h, fp128 %f) {
  %i.eq = icmp eq i32 %a, %b
  %i.ne = icmp ne i32 %a, %b
  %i.ugt = icmp ugt i32 %a, %b
  %i.uge = icmp uge i32 %a, %b
  %i.ult = icmp ult i32 %a, %b
  %i.ule = icmp ule i32 %a, %b
  %i.sgt = icmp sgt i32 %a, %b
  %i.sge = icmp sge i32 %a, %b
  %i.slt = icmp slt i32 %a, %b
  %i.sle = icmp sle i32 %a, %b
  %f.false = fcmp false double %x, %y
  %f.oeq = fcmp oeq double %x, %y
  %f.ogt = fcmp ogt double %x, %y
  %f.oge = fcmp oge double %x, %y
  %f.olt = fcmp olt double %x, %y
  %f.ole = fcmp ole double %x, %y
  %f.one = fcmp one double %x, %y
  %f.ord = fcmp ord double %x, %y
  %f.ueq = fcmp ueq double %x, %y
  %f.ugt = fcmp ugt double %x, %y
  %f.uge = fcmp uge double %x, %y
  %f.ult = fcmp ult double %x, %y
  %f.ule = fcmp ule double %x, %y
  %f.une = fcmp une double %x, %y
  %f.uno = fcmp uno double %x, %y
  %f.true = fcmp true double %x, %y
  %ic.w = icmp sgt i128 %w, -170141183460469231731687303715884105728
  %ic.p = icmp eq ptr %p, null
  %ic.pu = icmp ult ptr %p, %p
  %ic.q = icmp ne ptr addrspace(1) %q, null
  %ic.v = icmp slt <4 x i16> %v, zeroinitializer
  %ic.s = icmp uge <vscale x 2 x i64> %s, %s
  %ic.i1 = icmp eq i1 true, false
  %fc.v = fcmp uno <2 x float> %vf, <float 1.0, float 0x7FF8000000000000>
  %fc.h = fcmp oge half %h, 0xH0000
  %fc.f = fcmp true fp128 %f, %f
  ret void
}
