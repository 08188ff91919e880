; ModuleID = 'throw_large_object.cpp'
source_filename = "throw_large_object.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor9 = type { i8**, i8*, [10 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%struct.Big = type { [1000 x i32], [24 x i8], i64 }

$"??_R0?AUBig@@@8" = comdat any

$"??_C@_0CF@NFFNFPAG@by?5ref?3?5?$CFs?5sum?5?$CFlld?5recomputed?5?$CF@" = comdat any

$"??_C@_0CH@FOMHEHFC@by?5value?3?5?$CFs?5sum?5?$CFlld?5recomputed@" = comdat any

$"??_C@_0O@BCDDEEMK@big?5exception?$AA@" = comdat any

$"_CT??_R0?AUBig@@@84032" = comdat any

$"_CTA1?AUBig@@" = comdat any

$"_TI1?AUBig@@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUBig@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { i8** @"??_7type_info@@6B@", i8* null, [10 x i8] c".?AUBig@@\00" }, comdat
@"??_C@_0CF@NFFNFPAG@by?5ref?3?5?$CFs?5sum?5?$CFlld?5recomputed?5?$CF@" = linkonce_odr dso_local unnamed_addr constant [37 x i8] c"by ref: %s sum %lld recomputed %lld\0A\00", comdat, align 1
@"??_C@_0CH@FOMHEHFC@by?5value?3?5?$CFs?5sum?5?$CFlld?5recomputed@" = linkonce_odr dso_local unnamed_addr constant [39 x i8] c"by value: %s sum %lld recomputed %lld\0A\00", comdat, align 1
@"??_C@_0O@BCDDEEMK@big?5exception?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"big exception\00", comdat, align 1
@"_CT??_R0?AUBig@@@84032" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor9* @"??_R0?AUBig@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4032, i8* null }, section ".xdata", comdat
@"_CTA1?AUBig@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUBig@@@84032"] }, section ".xdata", comdat
@"_TI1?AUBig@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUBig@@" to i8*) }, section ".xdata", comdat

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Big*, align 4
  %2 = alloca %struct.Big, align 8
  invoke fastcc void @"?fill_and_throw@@YAXH@Z"(i32 noundef 3)
          to label %42 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [%rtti.TypeDescriptor9* @"??_R0?AUBig@@@8", i32 8, %struct.Big** %1]
  %7 = load %struct.Big*, %struct.Big** %1, align 4, !tbaa !3
  br label %8

8:                                                ; preds = %8, %5
  %9 = phi i32 [ 0, %5 ], [ %35, %8 ]
  %10 = phi i64 [ 0, %5 ], [ %34, %8 ]
  %11 = getelementptr inbounds %struct.Big, %struct.Big* %7, i32 0, i32 0, i32 %9
  %12 = load i32, i32* %11, align 4, !tbaa !7
  %13 = sext i32 %12 to i64
  %14 = add nsw i64 %10, %13
  %15 = add nuw nsw i32 %9, 1
  %16 = getelementptr inbounds %struct.Big, %struct.Big* %7, i32 0, i32 0, i32 %15
  %17 = load i32, i32* %16, align 4, !tbaa !7
  %18 = sext i32 %17 to i64
  %19 = add nsw i64 %14, %18
  %20 = add nuw nsw i32 %9, 2
  %21 = getelementptr inbounds %struct.Big, %struct.Big* %7, i32 0, i32 0, i32 %20
  %22 = load i32, i32* %21, align 4, !tbaa !7
  %23 = sext i32 %22 to i64
  %24 = add nsw i64 %19, %23
  %25 = add nuw nsw i32 %9, 3
  %26 = getelementptr inbounds %struct.Big, %struct.Big* %7, i32 0, i32 0, i32 %25
  %27 = load i32, i32* %26, align 4, !tbaa !7
  %28 = sext i32 %27 to i64
  %29 = add nsw i64 %24, %28
  %30 = add nuw nsw i32 %9, 4
  %31 = getelementptr inbounds %struct.Big, %struct.Big* %7, i32 0, i32 0, i32 %30
  %32 = load i32, i32* %31, align 4, !tbaa !7
  %33 = sext i32 %32 to i64
  %34 = add nsw i64 %29, %33
  %35 = add nuw nsw i32 %9, 5
  %36 = icmp eq i32 %35, 1000
  br i1 %36, label %37, label %8, !llvm.loop !9

37:                                               ; preds = %8
  %38 = getelementptr inbounds %struct.Big, %struct.Big* %7, i32 0, i32 2
  %39 = load i64, i64* %38, align 8, !tbaa !11
  %40 = getelementptr inbounds %struct.Big, %struct.Big* %7, i32 0, i32 1, i32 0
  %41 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @"??_C@_0CF@NFFNFPAG@by?5ref?3?5?$CFs?5sum?5?$CFlld?5recomputed?5?$CF@", i32 0, i32 0), i8* noundef nonnull %40, i64 noundef %39, i64 noundef %34) [ "funclet"(token %6) ]
  catchret from %6 to label %42

42:                                               ; preds = %0, %37
  invoke fastcc void @"?fill_and_throw@@YAXH@Z"(i32 noundef 5)
          to label %81 unwind label %43

43:                                               ; preds = %42
  %44 = catchswitch within none [label %45] unwind to caller

45:                                               ; preds = %43
  %46 = catchpad within %44 [%rtti.TypeDescriptor9* @"??_R0?AUBig@@@8", i32 0, %struct.Big* %2]
  br label %47

47:                                               ; preds = %47, %45
  %48 = phi i32 [ 0, %45 ], [ %74, %47 ]
  %49 = phi i64 [ 0, %45 ], [ %73, %47 ]
  %50 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0, i32 %48
  %51 = load i32, i32* %50, align 4, !tbaa !7
  %52 = sext i32 %51 to i64
  %53 = add nsw i64 %49, %52
  %54 = add nuw nsw i32 %48, 1
  %55 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0, i32 %54
  %56 = load i32, i32* %55, align 4, !tbaa !7
  %57 = sext i32 %56 to i64
  %58 = add nsw i64 %53, %57
  %59 = add nuw nsw i32 %48, 2
  %60 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0, i32 %59
  %61 = load i32, i32* %60, align 4, !tbaa !7
  %62 = sext i32 %61 to i64
  %63 = add nsw i64 %58, %62
  %64 = add nuw nsw i32 %48, 3
  %65 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0, i32 %64
  %66 = load i32, i32* %65, align 4, !tbaa !7
  %67 = sext i32 %66 to i64
  %68 = add nsw i64 %63, %67
  %69 = add nuw nsw i32 %48, 4
  %70 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0, i32 %69
  %71 = load i32, i32* %70, align 4, !tbaa !7
  %72 = sext i32 %71 to i64
  %73 = add nsw i64 %68, %72
  %74 = add nuw nsw i32 %48, 5
  %75 = icmp eq i32 %74, 1000
  br i1 %75, label %76, label %47, !llvm.loop !9

76:                                               ; preds = %47
  %77 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 2
  %78 = load i64, i64* %77, align 8, !tbaa !11
  %79 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 1, i32 0
  %80 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @"??_C@_0CH@FOMHEHFC@by?5value?3?5?$CFs?5sum?5?$CFlld?5recomputed@", i32 0, i32 0), i8* noundef nonnull %79, i64 noundef %78, i64 noundef %73) [ "funclet"(token %46) ]
  catchret from %46 to label %81

81:                                               ; preds = %42, %76
  ret i32 0
}

; Function Attrs: mustprogress noinline norecurse noreturn
define internal fastcc void @"?fill_and_throw@@YAXH@Z"(i32 noundef %0) unnamed_addr #1 {
  %2 = alloca %struct.Big, align 8
  %3 = alloca %struct.Big, align 8
  %4 = bitcast %struct.Big* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4032, i8* nonnull %4) #5
  br label %10

5:                                                ; preds = %10
  %6 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 1, i32 0
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(13) %6, i8* noundef nonnull align 1 dereferenceable(13) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@BCDDEEMK@big?5exception?$AA@", i32 0, i32 0), i32 13, i1 false), !tbaa !14
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 1, i32 13
  store i8 0, i8* %7, align 1, !tbaa !14
  %8 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 2
  store i64 %25, i64* %8, align 8, !tbaa !11
  %9 = bitcast %struct.Big* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(4032) %9, i8* noundef nonnull align 8 dereferenceable(4032) %4, i32 4032, i1 false), !tbaa.struct !15
  call void @_CxxThrowException(i8* nonnull %9, %eh.ThrowInfo* nonnull @"_TI1?AUBig@@") #6
  unreachable

10:                                               ; preds = %10, %1
  %11 = phi i64 [ 0, %1 ], [ %25, %10 ]
  %12 = phi i32 [ 0, %1 ], [ %26, %10 ]
  %13 = mul nsw i32 %12, %0
  %14 = add nsw i32 %13, 7
  %15 = srem i32 %14, 1009
  %16 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0, i32 %12
  store i32 %15, i32* %16, align 8, !tbaa !7
  %17 = sext i32 %15 to i64
  %18 = add nsw i64 %11, %17
  %19 = or i32 %12, 1
  %20 = mul nsw i32 %19, %0
  %21 = add nsw i32 %20, 7
  %22 = srem i32 %21, 1009
  %23 = getelementptr inbounds %struct.Big, %struct.Big* %2, i32 0, i32 0, i32 %19
  store i32 %22, i32* %23, align 4, !tbaa !7
  %24 = sext i32 %22 to i64
  %25 = add nsw i64 %18, %24
  %26 = add nuw nsw i32 %12, 2
  %27 = icmp eq i32 %26, 1000
  br i1 %27, label %5, label %10, !llvm.loop !17
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #4

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse noreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"any pointer", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !5, i64 0}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !13, i64 4024}
!12 = !{!"?AUBig@@", !5, i64 0, !5, i64 4000, !13, i64 4024}
!13 = !{!"long long", !5, i64 0}
!14 = !{!5, !5, i64 0}
!15 = !{i64 0, i64 4000, !14, i64 4000, i64 24, !14, i64 4024, i64 8, !16}
!16 = !{!13, !13, i64 0}
!17 = distinct !{!17, !10}
