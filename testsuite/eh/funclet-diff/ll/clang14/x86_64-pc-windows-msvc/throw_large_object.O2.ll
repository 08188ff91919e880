; ModuleID = 'throw_large_object.cpp'
source_filename = "throw_large_object.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor9 = type { i8**, i8*, [10 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
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
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUBig@@@84032" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor9* @"??_R0?AUBig@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4032, i32 0 }, section ".xdata", comdat
@"_CTA1?AUBig@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUBig@@@84032" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUBig@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUBig@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Big*, align 8
  %2 = alloca %struct.Big, align 8
  invoke fastcc void @"?fill_and_throw@@YAXH@Z"(i32 noundef 3)
          to label %42 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [%rtti.TypeDescriptor9* @"??_R0?AUBig@@@8", i32 8, %struct.Big** %1]
  %7 = load %struct.Big*, %struct.Big** %1, align 8, !tbaa !4
  br label %8

8:                                                ; preds = %8, %5
  %9 = phi i64 [ 0, %5 ], [ %33, %8 ]
  %10 = phi <2 x i64> [ zeroinitializer, %5 ], [ %31, %8 ]
  %11 = phi <2 x i64> [ zeroinitializer, %5 ], [ %32, %8 ]
  %12 = getelementptr inbounds %struct.Big, %struct.Big* %7, i64 0, i32 0, i64 %9
  %13 = bitcast i32* %12 to <2 x i32>*
  %14 = load <2 x i32>, <2 x i32>* %13, align 4, !tbaa !8
  %15 = getelementptr inbounds i32, i32* %12, i64 2
  %16 = bitcast i32* %15 to <2 x i32>*
  %17 = load <2 x i32>, <2 x i32>* %16, align 4, !tbaa !8
  %18 = sext <2 x i32> %14 to <2 x i64>
  %19 = sext <2 x i32> %17 to <2 x i64>
  %20 = add <2 x i64> %10, %18
  %21 = add <2 x i64> %11, %19
  %22 = or i64 %9, 4
  %23 = getelementptr inbounds %struct.Big, %struct.Big* %7, i64 0, i32 0, i64 %22
  %24 = bitcast i32* %23 to <2 x i32>*
  %25 = load <2 x i32>, <2 x i32>* %24, align 4, !tbaa !8
  %26 = getelementptr inbounds i32, i32* %23, i64 2
  %27 = bitcast i32* %26 to <2 x i32>*
  %28 = load <2 x i32>, <2 x i32>* %27, align 4, !tbaa !8
  %29 = sext <2 x i32> %25 to <2 x i64>
  %30 = sext <2 x i32> %28 to <2 x i64>
  %31 = add <2 x i64> %20, %29
  %32 = add <2 x i64> %21, %30
  %33 = add nuw nsw i64 %9, 8
  %34 = icmp eq i64 %33, 1000
  br i1 %34, label %35, label %8, !llvm.loop !10

35:                                               ; preds = %8
  %36 = add <2 x i64> %32, %31
  %37 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %36)
  %38 = getelementptr inbounds %struct.Big, %struct.Big* %7, i64 0, i32 2
  %39 = load i64, i64* %38, align 8, !tbaa !13
  %40 = getelementptr inbounds %struct.Big, %struct.Big* %7, i64 0, i32 1, i64 0
  %41 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @"??_C@_0CF@NFFNFPAG@by?5ref?3?5?$CFs?5sum?5?$CFlld?5recomputed?5?$CF@", i64 0, i64 0), i8* noundef nonnull %40, i64 noundef %39, i64 noundef %37) [ "funclet"(token %6) ]
  catchret from %6 to label %42

42:                                               ; preds = %0, %35
  invoke fastcc void @"?fill_and_throw@@YAXH@Z"(i32 noundef 5)
          to label %81 unwind label %43

43:                                               ; preds = %42
  %44 = catchswitch within none [label %45] unwind to caller

45:                                               ; preds = %43
  %46 = catchpad within %44 [%rtti.TypeDescriptor9* @"??_R0?AUBig@@@8", i32 0, %struct.Big* %2]
  br label %47

47:                                               ; preds = %47, %45
  %48 = phi i64 [ 0, %45 ], [ %72, %47 ]
  %49 = phi <2 x i64> [ zeroinitializer, %45 ], [ %70, %47 ]
  %50 = phi <2 x i64> [ zeroinitializer, %45 ], [ %71, %47 ]
  %51 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 0, i64 %48
  %52 = bitcast i32* %51 to <2 x i32>*
  %53 = load <2 x i32>, <2 x i32>* %52, align 8, !tbaa !8
  %54 = getelementptr inbounds i32, i32* %51, i64 2
  %55 = bitcast i32* %54 to <2 x i32>*
  %56 = load <2 x i32>, <2 x i32>* %55, align 8, !tbaa !8
  %57 = sext <2 x i32> %53 to <2 x i64>
  %58 = sext <2 x i32> %56 to <2 x i64>
  %59 = add <2 x i64> %49, %57
  %60 = add <2 x i64> %50, %58
  %61 = or i64 %48, 4
  %62 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 0, i64 %61
  %63 = bitcast i32* %62 to <2 x i32>*
  %64 = load <2 x i32>, <2 x i32>* %63, align 8, !tbaa !8
  %65 = getelementptr inbounds i32, i32* %62, i64 2
  %66 = bitcast i32* %65 to <2 x i32>*
  %67 = load <2 x i32>, <2 x i32>* %66, align 8, !tbaa !8
  %68 = sext <2 x i32> %64 to <2 x i64>
  %69 = sext <2 x i32> %67 to <2 x i64>
  %70 = add <2 x i64> %59, %68
  %71 = add <2 x i64> %60, %69
  %72 = add nuw nsw i64 %48, 8
  %73 = icmp eq i64 %72, 1000
  br i1 %73, label %74, label %47, !llvm.loop !16

74:                                               ; preds = %47
  %75 = add <2 x i64> %71, %70
  %76 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %75)
  %77 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 2
  %78 = load i64, i64* %77, align 8, !tbaa !13
  %79 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 1, i64 0
  %80 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @"??_C@_0CH@FOMHEHFC@by?5value?3?5?$CFs?5sum?5?$CFlld?5recomputed@", i64 0, i64 0), i8* noundef nonnull %79, i64 noundef %78, i64 noundef %76) [ "funclet"(token %46) ]
  catchret from %46 to label %81

81:                                               ; preds = %42, %74
  ret i32 0
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @"?fill_and_throw@@YAXH@Z"(i32 noundef %0) unnamed_addr #1 {
  %2 = alloca %struct.Big, align 8
  %3 = alloca %struct.Big, align 8
  %4 = bitcast %struct.Big* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4032, i8* nonnull %4) #6
  br label %10

5:                                                ; preds = %10
  %6 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 1, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(13) %6, i8* noundef nonnull align 1 dereferenceable(13) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@BCDDEEMK@big?5exception?$AA@", i64 0, i64 0), i64 13, i1 false), !tbaa !17
  %7 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 1, i64 13
  store i8 0, i8* %7, align 1, !tbaa !17
  %8 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 2
  store i64 %27, i64* %8, align 8, !tbaa !13
  %9 = bitcast %struct.Big* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(4032) %9, i8* noundef nonnull align 8 dereferenceable(4032) %4, i64 4032, i1 false), !tbaa.struct !18
  call void @_CxxThrowException(i8* nonnull %9, %eh.ThrowInfo* nonnull @"_TI1?AUBig@@") #7
  unreachable

10:                                               ; preds = %10, %1
  %11 = phi i64 [ 0, %1 ], [ %28, %10 ]
  %12 = phi i64 [ 0, %1 ], [ %27, %10 ]
  %13 = trunc i64 %11 to i32
  %14 = mul nsw i32 %13, %0
  %15 = add nsw i32 %14, 7
  %16 = srem i32 %15, 1009
  %17 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 0, i64 %11
  store i32 %16, i32* %17, align 8, !tbaa !8
  %18 = sext i32 %16 to i64
  %19 = add nsw i64 %12, %18
  %20 = or i64 %11, 1
  %21 = trunc i64 %20 to i32
  %22 = mul nsw i32 %21, %0
  %23 = add nsw i32 %22, 7
  %24 = srem i32 %23, 1009
  %25 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 0, i64 %20
  store i32 %24, i32* %25, align 4, !tbaa !8
  %26 = sext i32 %24 to i64
  %27 = add nsw i64 %19, %26
  %28 = add nuw nsw i64 %11, 2
  %29 = icmp eq i64 %28, 1000
  br i1 %29, label %5, label %10, !llvm.loop !20
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #5

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse noreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { nofree nosync nounwind readnone willreturn }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"any pointer", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!14, !15, i64 4024}
!14 = !{!"?AUBig@@", !6, i64 0, !6, i64 4000, !15, i64 4024}
!15 = !{!"long long", !6, i64 0}
!16 = distinct !{!16, !11, !12}
!17 = !{!6, !6, i64 0}
!18 = !{i64 0, i64 4000, !17, i64 4000, i64 24, !17, i64 4024, i64 8, !19}
!19 = !{!15, !15, i64 0}
!20 = distinct !{!20, !11}
