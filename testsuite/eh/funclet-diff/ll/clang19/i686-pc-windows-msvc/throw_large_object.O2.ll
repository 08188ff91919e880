; ModuleID = 'throw_large_object.cpp'
source_filename = "throw_large_object.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor9 = type { ptr, ptr, [10 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
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
@"_CT??_R0?AUBig@@@84032" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUBig@@@8", i32 0, i32 -1, i32 0, i32 4032, ptr null }, section ".xdata", comdat
@"_CTA1?AUBig@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0?AUBig@@@84032"] }, section ".xdata", comdat
@"_TI1?AUBig@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @"_CTA1?AUBig@@" }, section ".xdata", comdat

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca ptr, align 4
  %2 = alloca %struct.Big, align 8
  invoke fastcc void @"?fill_and_throw@@YAXH@Z"(i32 noundef 3)
          to label %42 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @"??_R0?AUBig@@@8", i32 8, ptr %1]
  %7 = load ptr, ptr %1, align 4
  br label %8

8:                                                ; preds = %8, %5
  %9 = phi i32 [ 0, %5 ], [ %35, %8 ]
  %10 = phi i64 [ 0, %5 ], [ %34, %8 ]
  %11 = getelementptr inbounds [1000 x i32], ptr %7, i32 0, i32 %9
  %12 = load i32, ptr %11, align 4
  %13 = sext i32 %12 to i64
  %14 = add nsw i64 %10, %13
  %15 = add nuw nsw i32 %9, 1
  %16 = getelementptr inbounds [1000 x i32], ptr %7, i32 0, i32 %15
  %17 = load i32, ptr %16, align 4
  %18 = sext i32 %17 to i64
  %19 = add nsw i64 %14, %18
  %20 = add nuw nsw i32 %9, 2
  %21 = getelementptr inbounds [1000 x i32], ptr %7, i32 0, i32 %20
  %22 = load i32, ptr %21, align 4
  %23 = sext i32 %22 to i64
  %24 = add nsw i64 %19, %23
  %25 = add nuw nsw i32 %9, 3
  %26 = getelementptr inbounds [1000 x i32], ptr %7, i32 0, i32 %25
  %27 = load i32, ptr %26, align 4
  %28 = sext i32 %27 to i64
  %29 = add nsw i64 %24, %28
  %30 = add nuw nsw i32 %9, 4
  %31 = getelementptr inbounds [1000 x i32], ptr %7, i32 0, i32 %30
  %32 = load i32, ptr %31, align 4
  %33 = sext i32 %32 to i64
  %34 = add nsw i64 %29, %33
  %35 = add nuw nsw i32 %9, 5
  %36 = icmp eq i32 %35, 1000
  br i1 %36, label %37, label %8, !llvm.loop !4

37:                                               ; preds = %8
  %38 = getelementptr inbounds i8, ptr %7, i32 4024
  %39 = load i64, ptr %38, align 8
  %40 = getelementptr inbounds i8, ptr %7, i32 4000
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CF@NFFNFPAG@by?5ref?3?5?$CFs?5sum?5?$CFlld?5recomputed?5?$CF@", ptr noundef nonnull %40, i64 noundef %39, i64 noundef %34) [ "funclet"(token %6) ]
  catchret from %6 to label %43

42:                                               ; preds = %0
  unreachable

43:                                               ; preds = %37
  invoke fastcc void @"?fill_and_throw@@YAXH@Z"(i32 noundef 5)
          to label %82 unwind label %44

44:                                               ; preds = %43
  %45 = catchswitch within none [label %46] unwind to caller

46:                                               ; preds = %44
  %47 = catchpad within %45 [ptr @"??_R0?AUBig@@@8", i32 0, ptr %2]
  br label %48

48:                                               ; preds = %48, %46
  %49 = phi i32 [ 0, %46 ], [ %75, %48 ]
  %50 = phi i64 [ 0, %46 ], [ %74, %48 ]
  %51 = getelementptr inbounds [1000 x i32], ptr %2, i32 0, i32 %49
  %52 = load i32, ptr %51, align 4
  %53 = sext i32 %52 to i64
  %54 = add nsw i64 %50, %53
  %55 = add nuw nsw i32 %49, 1
  %56 = getelementptr inbounds [1000 x i32], ptr %2, i32 0, i32 %55
  %57 = load i32, ptr %56, align 4
  %58 = sext i32 %57 to i64
  %59 = add nsw i64 %54, %58
  %60 = add nuw nsw i32 %49, 2
  %61 = getelementptr inbounds [1000 x i32], ptr %2, i32 0, i32 %60
  %62 = load i32, ptr %61, align 4
  %63 = sext i32 %62 to i64
  %64 = add nsw i64 %59, %63
  %65 = add nuw nsw i32 %49, 3
  %66 = getelementptr inbounds [1000 x i32], ptr %2, i32 0, i32 %65
  %67 = load i32, ptr %66, align 4
  %68 = sext i32 %67 to i64
  %69 = add nsw i64 %64, %68
  %70 = add nuw nsw i32 %49, 4
  %71 = getelementptr inbounds [1000 x i32], ptr %2, i32 0, i32 %70
  %72 = load i32, ptr %71, align 4
  %73 = sext i32 %72 to i64
  %74 = add nsw i64 %69, %73
  %75 = add nuw nsw i32 %49, 5
  %76 = icmp eq i32 %75, 1000
  br i1 %76, label %77, label %48, !llvm.loop !4

77:                                               ; preds = %48
  %78 = getelementptr inbounds i8, ptr %2, i32 4024
  %79 = load i64, ptr %78, align 8
  %80 = getelementptr inbounds i8, ptr %2, i32 4000
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CH@FOMHEHFC@by?5value?3?5?$CFs?5sum?5?$CFlld?5recomputed@", ptr noundef nonnull %80, i64 noundef %79, i64 noundef %74) [ "funclet"(token %47) ]
  catchret from %47 to label %83

82:                                               ; preds = %43
  unreachable

83:                                               ; preds = %77
  ret i32 0
}

; Function Attrs: mustprogress noinline norecurse noreturn
define internal fastcc void @"?fill_and_throw@@YAXH@Z"(i32 noundef %0) unnamed_addr #1 {
  %2 = alloca %struct.Big, align 8
  %3 = alloca %struct.Big, align 8
  call void @llvm.lifetime.start.p0(i64 4032, ptr nonnull %2) #5
  br label %20

4:                                                ; preds = %20
  %5 = getelementptr inbounds i8, ptr %2, i32 4000
  store i8 98, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %2, i32 4001
  store i8 105, ptr %6, align 1
  %7 = getelementptr inbounds i8, ptr %2, i32 4002
  store i8 103, ptr %7, align 2
  %8 = getelementptr inbounds i8, ptr %2, i32 4003
  store i8 32, ptr %8, align 1
  %9 = getelementptr inbounds i8, ptr %2, i32 4004
  store i8 101, ptr %9, align 4
  %10 = getelementptr inbounds i8, ptr %2, i32 4005
  store i8 120, ptr %10, align 1
  %11 = getelementptr inbounds i8, ptr %2, i32 4006
  store i8 99, ptr %11, align 2
  %12 = getelementptr inbounds i8, ptr %2, i32 4007
  store i8 101, ptr %12, align 1
  %13 = getelementptr inbounds i8, ptr %2, i32 4008
  store i8 112, ptr %13, align 8
  %14 = getelementptr inbounds i8, ptr %2, i32 4009
  store i8 116, ptr %14, align 1
  %15 = getelementptr inbounds i8, ptr %2, i32 4010
  store i8 105, ptr %15, align 2
  %16 = getelementptr inbounds i8, ptr %2, i32 4011
  store i8 111, ptr %16, align 1
  %17 = getelementptr inbounds i8, ptr %2, i32 4012
  store i8 110, ptr %17, align 4
  %18 = getelementptr inbounds i8, ptr %2, i32 4013
  store i8 0, ptr %18, align 1
  %19 = getelementptr inbounds i8, ptr %2, i32 4024
  store i64 %35, ptr %19, align 8
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 8 dereferenceable(4032) %3, ptr noundef nonnull align 8 dereferenceable(4032) %2, i32 4032, i1 false)
  call void @_CxxThrowException(ptr nonnull %3, ptr nonnull @"_TI1?AUBig@@") #6
  unreachable

20:                                               ; preds = %20, %1
  %21 = phi i64 [ 0, %1 ], [ %35, %20 ]
  %22 = phi i32 [ 0, %1 ], [ %36, %20 ]
  %23 = mul nsw i32 %22, %0
  %24 = add nsw i32 %23, 7
  %25 = srem i32 %24, 1009
  %26 = getelementptr inbounds [1000 x i32], ptr %2, i32 0, i32 %22
  store i32 %25, ptr %26, align 8
  %27 = sext i32 %25 to i64
  %28 = add nsw i64 %21, %27
  %29 = or disjoint i32 %22, 1
  %30 = mul nsw i32 %29, %0
  %31 = add nsw i32 %30, 7
  %32 = srem i32 %31, 1009
  %33 = getelementptr inbounds [1000 x i32], ptr %2, i32 0, i32 %29
  store i32 %32, ptr %33, align 4
  %34 = sext i32 %32 to i64
  %35 = add nsw i64 %28, %34
  %36 = add nuw nsw i32 %22, 2
  %37 = icmp eq i32 %36, 1000
  br i1 %37, label %4, label %20, !llvm.loop !6
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #4

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse noreturn "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
