; ModuleID = 'throw_large_object.cpp'
source_filename = "throw_large_object.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor9 = type { ptr, ptr, [10 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Big = type { [1000 x i32], [24 x i8], i64 }

$"??_R0?AUBig@@@8" = comdat any

$"??_C@_0CF@NFFNFPAG@by?5ref?3?5?$CFs?5sum?5?$CFlld?5recomputed?5?$CF@" = comdat any

$"??_C@_0CH@FOMHEHFC@by?5value?3?5?$CFs?5sum?5?$CFlld?5recomputed@" = comdat any

$"_CT??_R0?AUBig@@@84032" = comdat any

$"_CTA1?AUBig@@" = comdat any

$"_TI1?AUBig@@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUBig@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { ptr @"??_7type_info@@6B@", ptr null, [10 x i8] c".?AUBig@@\00" }, comdat
@"??_C@_0CF@NFFNFPAG@by?5ref?3?5?$CFs?5sum?5?$CFlld?5recomputed?5?$CF@" = linkonce_odr dso_local unnamed_addr constant [37 x i8] c"by ref: %s sum %lld recomputed %lld\0A\00", comdat, align 8
@"??_C@_0CH@FOMHEHFC@by?5value?3?5?$CFs?5sum?5?$CFlld?5recomputed@" = linkonce_odr dso_local unnamed_addr constant [39 x i8] c"by value: %s sum %lld recomputed %lld\0A\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUBig@@@84032" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUBig@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4032, i32 0 }, section ".xdata", comdat
@"_CTA1?AUBig@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUBig@@@84032" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUBig@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUBig@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca ptr, align 8
  %2 = alloca %struct.Big, align 8
  invoke fastcc void @"?fill_and_throw@@YAXH@Z"(i32 noundef 3)
          to label %29 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @"??_R0?AUBig@@@8", i32 8, ptr %1]
  %7 = load ptr, ptr %1, align 8
  br label %8

8:                                                ; preds = %8, %5
  %9 = phi i64 [ 0, %5 ], [ %20, %8 ]
  %10 = phi <4 x i64> [ zeroinitializer, %5 ], [ %18, %8 ]
  %11 = phi <4 x i64> [ zeroinitializer, %5 ], [ %19, %8 ]
  %12 = getelementptr inbounds [1000 x i32], ptr %7, i64 0, i64 %9
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load <4 x i32>, ptr %12, align 4
  %15 = load <4 x i32>, ptr %13, align 4
  %16 = sext <4 x i32> %14 to <4 x i64>
  %17 = sext <4 x i32> %15 to <4 x i64>
  %18 = add <4 x i64> %10, %16
  %19 = add <4 x i64> %11, %17
  %20 = add nuw i64 %9, 8
  %21 = icmp eq i64 %20, 1000
  br i1 %21, label %22, label %8, !llvm.loop !4

22:                                               ; preds = %8
  %23 = add <4 x i64> %19, %18
  %24 = call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %23)
  %25 = getelementptr inbounds i8, ptr %7, i64 4024
  %26 = load i64, ptr %25, align 8
  %27 = getelementptr inbounds i8, ptr %7, i64 4000
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CF@NFFNFPAG@by?5ref?3?5?$CFs?5sum?5?$CFlld?5recomputed?5?$CF@", ptr noundef nonnull %27, i64 noundef %26, i64 noundef %24) [ "funclet"(token %6) ]
  catchret from %6 to label %30

29:                                               ; preds = %0
  unreachable

30:                                               ; preds = %22
  invoke fastcc void @"?fill_and_throw@@YAXH@Z"(i32 noundef 5)
          to label %56 unwind label %31

31:                                               ; preds = %30
  %32 = catchswitch within none [label %33] unwind to caller

33:                                               ; preds = %31
  %34 = catchpad within %32 [ptr @"??_R0?AUBig@@@8", i32 0, ptr %2]
  br label %35

35:                                               ; preds = %35, %33
  %36 = phi i64 [ 0, %33 ], [ %47, %35 ]
  %37 = phi <4 x i64> [ zeroinitializer, %33 ], [ %45, %35 ]
  %38 = phi <4 x i64> [ zeroinitializer, %33 ], [ %46, %35 ]
  %39 = getelementptr inbounds [1000 x i32], ptr %2, i64 0, i64 %36
  %40 = getelementptr inbounds i8, ptr %39, i64 16
  %41 = load <4 x i32>, ptr %39, align 8
  %42 = load <4 x i32>, ptr %40, align 8
  %43 = sext <4 x i32> %41 to <4 x i64>
  %44 = sext <4 x i32> %42 to <4 x i64>
  %45 = add <4 x i64> %37, %43
  %46 = add <4 x i64> %38, %44
  %47 = add nuw i64 %36, 8
  %48 = icmp eq i64 %47, 1000
  br i1 %48, label %49, label %35, !llvm.loop !8

49:                                               ; preds = %35
  %50 = add <4 x i64> %46, %45
  %51 = call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %50)
  %52 = getelementptr inbounds i8, ptr %2, i64 4024
  %53 = load i64, ptr %52, align 8
  %54 = getelementptr inbounds i8, ptr %2, i64 4000
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CH@FOMHEHFC@by?5value?3?5?$CFs?5sum?5?$CFlld?5recomputed@", ptr noundef nonnull %54, i64 noundef %53, i64 noundef %51) [ "funclet"(token %34) ]
  catchret from %34 to label %57

56:                                               ; preds = %30
  unreachable

57:                                               ; preds = %49
  ret i32 0
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @"?fill_and_throw@@YAXH@Z"(i32 noundef %0) unnamed_addr #1 {
  %2 = alloca %struct.Big, align 8
  %3 = alloca %struct.Big, align 8
  call void @llvm.lifetime.start.p0(i64 4032, ptr nonnull %2) #6
  %4 = insertelement <4 x i32> poison, i32 %0, i64 0
  %5 = shufflevector <4 x i32> %4, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %6

6:                                                ; preds = %6, %1
  %7 = phi i64 [ 0, %1 ], [ %24, %6 ]
  %8 = phi <4 x i64> [ zeroinitializer, %1 ], [ %22, %6 ]
  %9 = phi <4 x i64> [ zeroinitializer, %1 ], [ %23, %6 ]
  %10 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1 ], [ %25, %6 ]
  %11 = add <4 x i32> %10, <i32 4, i32 4, i32 4, i32 4>
  %12 = mul <4 x i32> %10, %5
  %13 = mul <4 x i32> %11, %5
  %14 = add <4 x i32> %12, <i32 7, i32 7, i32 7, i32 7>
  %15 = add <4 x i32> %13, <i32 7, i32 7, i32 7, i32 7>
  %16 = srem <4 x i32> %14, <i32 1009, i32 1009, i32 1009, i32 1009>
  %17 = srem <4 x i32> %15, <i32 1009, i32 1009, i32 1009, i32 1009>
  %18 = getelementptr inbounds [1000 x i32], ptr %2, i64 0, i64 %7
  %19 = getelementptr inbounds i8, ptr %18, i64 16
  store <4 x i32> %16, ptr %18, align 8
  store <4 x i32> %17, ptr %19, align 8
  %20 = sext <4 x i32> %16 to <4 x i64>
  %21 = sext <4 x i32> %17 to <4 x i64>
  %22 = add <4 x i64> %8, %20
  %23 = add <4 x i64> %9, %21
  %24 = add nuw i64 %7, 8
  %25 = add <4 x i32> %10, <i32 8, i32 8, i32 8, i32 8>
  %26 = icmp eq i64 %24, 1000
  br i1 %26, label %27, label %6, !llvm.loop !9

27:                                               ; preds = %6
  %28 = add <4 x i64> %23, %22
  %29 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %28)
  %30 = getelementptr inbounds i8, ptr %2, i64 4000
  store <8 x i8> <i8 98, i8 105, i8 103, i8 32, i8 101, i8 120, i8 99, i8 101>, ptr %30, align 8
  %31 = getelementptr inbounds i8, ptr %2, i64 4008
  store <4 x i8> <i8 112, i8 116, i8 105, i8 111>, ptr %31, align 8
  %32 = getelementptr inbounds i8, ptr %2, i64 4012
  store i8 110, ptr %32, align 4
  %33 = getelementptr inbounds i8, ptr %2, i64 4013
  store i8 0, ptr %33, align 1
  %34 = getelementptr inbounds i8, ptr %2, i64 4024
  store i64 %29, ptr %34, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(4032) %3, ptr noundef nonnull align 8 dereferenceable(4032) %2, i64 4032, i1 false)
  call void @_CxxThrowException(ptr nonnull %3, ptr nonnull @"_TI1?AUBig@@") #7
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare dso_local void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #5

attributes #0 = { mustprogress norecurse uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress noinline norecurse noreturn uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5, !6, !7}
!5 = !{!"llvm.loop.mustprogress"}
!6 = !{!"llvm.loop.isvectorized", i32 1}
!7 = !{!"llvm.loop.unroll.runtime.disable"}
!8 = distinct !{!8, !5, !6, !7}
!9 = distinct !{!9, !5, !6, !7}
