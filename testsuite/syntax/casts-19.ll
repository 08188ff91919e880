; Every cast instruction on scalars and vectors, odd widths, address-space
; casts, pointer<->int, bitcasts between vectors/ints/pointers (LLVM 19),
; plus zext nneg, uitofp nneg, trunc nuw/nsw.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "casts-19.c"

define void @casts(i32 %i, i64 %l, double %d, float %f, half %h, ptr %p, ptr addrspace(1) %q, <4 x i32> %v, <2 x double> %vd, <vscale x 4 x i32> %sv) {
  %trunc = trunc i32 %i to i8
  %trunc1 = trunc i64 %l to i1
  %trunc.odd = trunc i64 %l to i33
  %zext = zext i32 %i to i64
  %zext.odd = zext i1 %trunc1 to i7
  %sext = sext i8 %trunc to i128
  %fptrunc = fptrunc double %d to float
  %fptrunc.h = fptrunc float %f to half
  %fptrunc.bf = fptrunc double %d to bfloat
  %fpext = fpext float %f to double
  %fpext.x = fpext half %h to x86_fp80
  %fpext.q = fpext double %d to fp128
  %fptoui = fptoui double %d to i32
  %fptosi = fptosi float %f to i1
  %uitofp = uitofp i64 %l to ppc_fp128
  %sitofp = sitofp i32 %i to half
  %ptrtoint = ptrtoint ptr %p to i64
  %ptrtoint.small = ptrtoint ptr %p to i16
  %inttoptr = inttoptr i64 %l to ptr
  %inttoptr.as = inttoptr i32 %i to ptr addrspace(3)
  %bitcast.ptr = bitcast ptr %p to ptr
  %asc.vec = addrspacecast <4 x ptr> zeroinitializer to <4 x ptr addrspace(1)>
  %bitcast.int = bitcast i32 %i to float
  %bitcast.vec = bitcast <4 x i32> %v to <2 x i64>
  %bitcast.v2i = bitcast <4 x i32> %v to i128
  %bitcast.i2v = bitcast i64 %l to <8 x i8>
  %bitcast.fv = bitcast <2 x double> %vd to <4 x float>
  %bitcast.same = bitcast i32 %i to i32
  %asc = addrspacecast ptr addrspace(1) %q to ptr
  %asc2 = addrspacecast ptr %p to ptr addrspace(5)
  %v.trunc = trunc <4 x i32> %v to <4 x i8>
  %v.zext = zext <4 x i32> %v to <4 x i64>
  %v.fp = sitofp <4 x i32> %v to <4 x float>
  %v.fpt = fptrunc <2 x double> %vd to <2 x half>
  %v.ptr = inttoptr <4 x i32> %v to <4 x ptr>
  %v.int = ptrtoint <4 x ptr> %v.ptr to <4 x i64>
  %s.sext = sext <vscale x 4 x i32> %sv to <vscale x 4 x i64>
  %s.bc = bitcast <vscale x 4 x i32> %sv to <vscale x 2 x i64>
  %s.fp = uitofp <vscale x 4 x i32> %sv to <vscale x 4 x float>
  %zext.nneg = zext nneg i32 %i to i64
  %zext.nneg.v = zext nneg <4 x i32> %v to <4 x i64>
  %uitofp.nneg = uitofp nneg i32 %i to float
  %trunc.nuw = trunc nuw i64 %l to i32
  %trunc.nsw = trunc nsw i64 %l to i32
  %trunc.both = trunc nuw nsw i64 %l to i32
  %trunc.v = trunc nsw <4 x i32> %v to <4 x i16>
  ret void
}
