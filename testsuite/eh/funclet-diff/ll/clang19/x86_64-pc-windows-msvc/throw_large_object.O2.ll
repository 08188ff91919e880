; ModuleID = 'throw_large_object.cpp'
source_filename = "throw_large_object.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

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
@"??_C@_0CF@NFFNFPAG@by?5ref?3?5?$CFs?5sum?5?$CFlld?5recomputed?5?$CF@" = linkonce_odr dso_local unnamed_addr constant [37 x i8] c"by ref: %s sum %lld recomputed %lld\0A\00", comdat, align 1
@"??_C@_0CH@FOMHEHFC@by?5value?3?5?$CFs?5sum?5?$CFlld?5recomputed@" = linkonce_odr dso_local unnamed_addr constant [39 x i8] c"by value: %s sum %lld recomputed %lld\0A\00", comdat, align 1
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUBig@@@84032" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUBig@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4032, i32 0 }, section ".xdata", comdat
@"_CTA1?AUBig@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUBig@@@84032" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUBig@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUBig@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca ptr, align 8
  %2 = alloca %struct.Big, align 8
  invoke fastcc void @"?fill_and_throw@@YAXH@Z"(i32 noundef 3)
          to label %38 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @"??_R0?AUBig@@@8", i32 8, ptr %1]
  %7 = load ptr, ptr %1, align 8
  br label %8

8:                                                ; preds = %8, %5
  %9 = phi i64 [ 0, %5 ], [ %29, %8 ]
  %10 = phi <2 x i64> [ zeroinitializer, %5 ], [ %27, %8 ]
  %11 = phi <2 x i64> [ zeroinitializer, %5 ], [ %28, %8 ]
  %12 = getelementptr inbounds [1000 x i32], ptr %7, i64 0, i64 %9
  %13 = getelementptr inbounds i8, ptr %12, i64 8
  %14 = load <2 x i32>, ptr %12, align 4
  %15 = load <2 x i32>, ptr %13, align 4
  %16 = sext <2 x i32> %14 to <2 x i64>
  %17 = sext <2 x i32> %15 to <2 x i64>
  %18 = add <2 x i64> %10, %16
  %19 = add <2 x i64> %11, %17
  %20 = or disjoint i64 %9, 4
  %21 = getelementptr inbounds [1000 x i32], ptr %7, i64 0, i64 %20
  %22 = getelementptr inbounds i8, ptr %21, i64 8
  %23 = load <2 x i32>, ptr %21, align 4
  %24 = load <2 x i32>, ptr %22, align 4
  %25 = sext <2 x i32> %23 to <2 x i64>
  %26 = sext <2 x i32> %24 to <2 x i64>
  %27 = add <2 x i64> %18, %25
  %28 = add <2 x i64> %19, %26
  %29 = add nuw nsw i64 %9, 8
  %30 = icmp eq i64 %29, 1000
  br i1 %30, label %31, label %8, !llvm.loop !5

31:                                               ; preds = %8
  %32 = add <2 x i64> %28, %27
  %33 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %32)
  %34 = getelementptr inbounds i8, ptr %7, i64 4024
  %35 = load i64, ptr %34, align 8
  %36 = getelementptr inbounds i8, ptr %7, i64 4000
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CF@NFFNFPAG@by?5ref?3?5?$CFs?5sum?5?$CFlld?5recomputed?5?$CF@", ptr noundef nonnull %36, i64 noundef %35, i64 noundef %33) [ "funclet"(token %6) ]
  catchret from %6 to label %39

38:                                               ; preds = %0
  unreachable

39:                                               ; preds = %31
  invoke fastcc void @"?fill_and_throw@@YAXH@Z"(i32 noundef 5)
          to label %74 unwind label %40

40:                                               ; preds = %39
  %41 = catchswitch within none [label %42] unwind to caller

42:                                               ; preds = %40
  %43 = catchpad within %41 [ptr @"??_R0?AUBig@@@8", i32 0, ptr %2]
  br label %44

44:                                               ; preds = %44, %42
  %45 = phi i64 [ 0, %42 ], [ %65, %44 ]
  %46 = phi <2 x i64> [ zeroinitializer, %42 ], [ %63, %44 ]
  %47 = phi <2 x i64> [ zeroinitializer, %42 ], [ %64, %44 ]
  %48 = getelementptr inbounds [1000 x i32], ptr %2, i64 0, i64 %45
  %49 = getelementptr inbounds i8, ptr %48, i64 8
  %50 = load <2 x i32>, ptr %48, align 8
  %51 = load <2 x i32>, ptr %49, align 8
  %52 = sext <2 x i32> %50 to <2 x i64>
  %53 = sext <2 x i32> %51 to <2 x i64>
  %54 = add <2 x i64> %46, %52
  %55 = add <2 x i64> %47, %53
  %56 = or disjoint i64 %45, 4
  %57 = getelementptr inbounds [1000 x i32], ptr %2, i64 0, i64 %56
  %58 = getelementptr inbounds i8, ptr %57, i64 8
  %59 = load <2 x i32>, ptr %57, align 8
  %60 = load <2 x i32>, ptr %58, align 8
  %61 = sext <2 x i32> %59 to <2 x i64>
  %62 = sext <2 x i32> %60 to <2 x i64>
  %63 = add <2 x i64> %54, %61
  %64 = add <2 x i64> %55, %62
  %65 = add nuw nsw i64 %45, 8
  %66 = icmp eq i64 %65, 1000
  br i1 %66, label %67, label %44, !llvm.loop !9

67:                                               ; preds = %44
  %68 = add <2 x i64> %64, %63
  %69 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %68)
  %70 = getelementptr inbounds i8, ptr %2, i64 4024
  %71 = load i64, ptr %70, align 8
  %72 = getelementptr inbounds i8, ptr %2, i64 4000
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CH@FOMHEHFC@by?5value?3?5?$CFs?5sum?5?$CFlld?5recomputed@", ptr noundef nonnull %72, i64 noundef %71, i64 noundef %69) [ "funclet"(token %43) ]
  catchret from %43 to label %75

74:                                               ; preds = %39
  unreachable

75:                                               ; preds = %67
  ret i32 0
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @"?fill_and_throw@@YAXH@Z"(i32 noundef %0) unnamed_addr #1 {
  %2 = alloca %struct.Big, align 8
  %3 = alloca %struct.Big, align 8
  call void @llvm.lifetime.start.p0(i64 4032, ptr nonnull %2) #6
  br label %10

4:                                                ; preds = %10
  %5 = getelementptr inbounds i8, ptr %2, i64 4000
  store <8 x i8> <i8 98, i8 105, i8 103, i8 32, i8 101, i8 120, i8 99, i8 101>, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 4008
  store <4 x i8> <i8 112, i8 116, i8 105, i8 111>, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %2, i64 4012
  store i8 110, ptr %7, align 4
  %8 = getelementptr inbounds i8, ptr %2, i64 4013
  store i8 0, ptr %8, align 1
  %9 = getelementptr inbounds i8, ptr %2, i64 4024
  store i64 %27, ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(4032) %3, ptr noundef nonnull align 8 dereferenceable(4032) %2, i64 4032, i1 false)
  call void @_CxxThrowException(ptr nonnull %3, ptr nonnull @"_TI1?AUBig@@") #7
  unreachable

10:                                               ; preds = %10, %1
  %11 = phi i64 [ 0, %1 ], [ %28, %10 ]
  %12 = phi i64 [ 0, %1 ], [ %27, %10 ]
  %13 = trunc i64 %11 to i32
  %14 = mul i32 %13, %0
  %15 = add i32 %14, 7
  %16 = srem i32 %15, 1009
  %17 = getelementptr inbounds [1000 x i32], ptr %2, i64 0, i64 %11
  store i32 %16, ptr %17, align 8
  %18 = sext i32 %16 to i64
  %19 = add nsw i64 %12, %18
  %20 = or disjoint i64 %11, 1
  %21 = trunc i64 %20 to i32
  %22 = mul i32 %21, %0
  %23 = add i32 %22, 7
  %24 = srem i32 %23, 1009
  %25 = getelementptr inbounds [1000 x i32], ptr %2, i64 0, i64 %20
  store i32 %24, ptr %25, align 4
  %26 = sext i32 %24 to i64
  %27 = add nsw i64 %19, %26
  %28 = add nuw nsw i64 %11, 2
  %29 = icmp eq i64 %28, 1000
  br i1 %29, label %4, label %10, !llvm.loop !10
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
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #5

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6, !7, !8}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.isvectorized", i32 1}
!8 = !{!"llvm.loop.unroll.runtime.disable"}
!9 = distinct !{!9, !6, !7, !8}
!10 = distinct !{!10, !6}
