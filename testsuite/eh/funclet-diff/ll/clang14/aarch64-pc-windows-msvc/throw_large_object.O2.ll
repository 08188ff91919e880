; ModuleID = 'throw_large_object.cpp'
source_filename = "throw_large_object.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

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
@"??_C@_0CF@NFFNFPAG@by?5ref?3?5?$CFs?5sum?5?$CFlld?5recomputed?5?$CF@" = linkonce_odr dso_local unnamed_addr constant [37 x i8] c"by ref: %s sum %lld recomputed %lld\0A\00", comdat, align 8
@"??_C@_0CH@FOMHEHFC@by?5value?3?5?$CFs?5sum?5?$CFlld?5recomputed@" = linkonce_odr dso_local unnamed_addr constant [39 x i8] c"by value: %s sum %lld recomputed %lld\0A\00", comdat, align 8
@"??_C@_0O@BCDDEEMK@big?5exception?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"big exception\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUBig@@@84032" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor9* @"??_R0?AUBig@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4032, i32 0 }, section ".xdata", comdat
@"_CTA1?AUBig@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUBig@@@84032" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUBig@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUBig@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Big*, align 8
  %2 = alloca %struct.Big, align 8
  invoke fastcc void @"?fill_and_throw@@YAXH@Z"(i32 noundef 3)
          to label %31 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [%rtti.TypeDescriptor9* @"??_R0?AUBig@@@8", i32 8, %struct.Big** %1]
  %7 = load %struct.Big*, %struct.Big** %1, align 8, !tbaa !8
  br label %8

8:                                                ; preds = %8, %5
  %9 = phi i64 [ 0, %5 ], [ %22, %8 ]
  %10 = phi <2 x i64> [ zeroinitializer, %5 ], [ %20, %8 ]
  %11 = phi <2 x i64> [ zeroinitializer, %5 ], [ %21, %8 ]
  %12 = getelementptr inbounds %struct.Big, %struct.Big* %7, i64 0, i32 0, i64 %9
  %13 = bitcast i32* %12 to <2 x i32>*
  %14 = load <2 x i32>, <2 x i32>* %13, align 4, !tbaa !12
  %15 = getelementptr inbounds i32, i32* %12, i64 2
  %16 = bitcast i32* %15 to <2 x i32>*
  %17 = load <2 x i32>, <2 x i32>* %16, align 4, !tbaa !12
  %18 = sext <2 x i32> %14 to <2 x i64>
  %19 = sext <2 x i32> %17 to <2 x i64>
  %20 = add <2 x i64> %10, %18
  %21 = add <2 x i64> %11, %19
  %22 = add nuw i64 %9, 4
  %23 = icmp eq i64 %22, 1000
  br i1 %23, label %24, label %8, !llvm.loop !14

24:                                               ; preds = %8
  %25 = add <2 x i64> %21, %20
  %26 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %25)
  %27 = getelementptr inbounds %struct.Big, %struct.Big* %7, i64 0, i32 2
  %28 = load i64, i64* %27, align 8, !tbaa !17
  %29 = getelementptr inbounds %struct.Big, %struct.Big* %7, i64 0, i32 1, i64 0
  %30 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @"??_C@_0CF@NFFNFPAG@by?5ref?3?5?$CFs?5sum?5?$CFlld?5recomputed?5?$CF@", i64 0, i64 0), i8* noundef nonnull %29, i64 noundef %28, i64 noundef %26) [ "funclet"(token %6) ]
  catchret from %6 to label %31

31:                                               ; preds = %0, %24
  invoke fastcc void @"?fill_and_throw@@YAXH@Z"(i32 noundef 5)
          to label %59 unwind label %32

32:                                               ; preds = %31
  %33 = catchswitch within none [label %34] unwind to caller

34:                                               ; preds = %32
  %35 = catchpad within %33 [%rtti.TypeDescriptor9* @"??_R0?AUBig@@@8", i32 0, %struct.Big* %2]
  br label %36

36:                                               ; preds = %36, %34
  %37 = phi i64 [ 0, %34 ], [ %50, %36 ]
  %38 = phi <2 x i64> [ zeroinitializer, %34 ], [ %48, %36 ]
  %39 = phi <2 x i64> [ zeroinitializer, %34 ], [ %49, %36 ]
  %40 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 0, i64 %37
  %41 = bitcast i32* %40 to <2 x i32>*
  %42 = load <2 x i32>, <2 x i32>* %41, align 8, !tbaa !12
  %43 = getelementptr inbounds i32, i32* %40, i64 2
  %44 = bitcast i32* %43 to <2 x i32>*
  %45 = load <2 x i32>, <2 x i32>* %44, align 8, !tbaa !12
  %46 = sext <2 x i32> %42 to <2 x i64>
  %47 = sext <2 x i32> %45 to <2 x i64>
  %48 = add <2 x i64> %38, %46
  %49 = add <2 x i64> %39, %47
  %50 = add nuw i64 %37, 4
  %51 = icmp eq i64 %50, 1000
  br i1 %51, label %52, label %36, !llvm.loop !20

52:                                               ; preds = %36
  %53 = add <2 x i64> %49, %48
  %54 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %53)
  %55 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 2
  %56 = load i64, i64* %55, align 8, !tbaa !17
  %57 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 1, i64 0
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @"??_C@_0CH@FOMHEHFC@by?5value?3?5?$CFs?5sum?5?$CFlld?5recomputed@", i64 0, i64 0), i8* noundef nonnull %57, i64 noundef %56, i64 noundef %54) [ "funclet"(token %35) ]
  catchret from %35 to label %59

59:                                               ; preds = %31, %52
  ret i32 0
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @"?fill_and_throw@@YAXH@Z"(i32 noundef %0) unnamed_addr #1 {
  %2 = alloca %struct.Big, align 8
  %3 = alloca %struct.Big, align 8
  %4 = bitcast %struct.Big* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4032, i8* nonnull %4) #6
  %5 = insertelement <2 x i32> poison, i32 %0, i64 0
  %6 = shufflevector <2 x i32> %5, <2 x i32> poison, <2 x i32> zeroinitializer
  %7 = insertelement <2 x i32> poison, i32 %0, i64 0
  %8 = shufflevector <2 x i32> %7, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %9

9:                                                ; preds = %9, %1
  %10 = phi i64 [ 0, %1 ], [ %29, %9 ]
  %11 = phi <2 x i64> [ zeroinitializer, %1 ], [ %27, %9 ]
  %12 = phi <2 x i64> [ zeroinitializer, %1 ], [ %28, %9 ]
  %13 = phi <2 x i32> [ <i32 0, i32 1>, %1 ], [ %30, %9 ]
  %14 = add <2 x i32> %13, <i32 2, i32 2>
  %15 = mul nsw <2 x i32> %13, %6
  %16 = mul nsw <2 x i32> %14, %8
  %17 = add nsw <2 x i32> %15, <i32 7, i32 7>
  %18 = add nsw <2 x i32> %16, <i32 7, i32 7>
  %19 = srem <2 x i32> %17, <i32 1009, i32 1009>
  %20 = srem <2 x i32> %18, <i32 1009, i32 1009>
  %21 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 0, i64 %10
  %22 = bitcast i32* %21 to <2 x i32>*
  store <2 x i32> %19, <2 x i32>* %22, align 8, !tbaa !12
  %23 = getelementptr inbounds i32, i32* %21, i64 2
  %24 = bitcast i32* %23 to <2 x i32>*
  store <2 x i32> %20, <2 x i32>* %24, align 8, !tbaa !12
  %25 = sext <2 x i32> %19 to <2 x i64>
  %26 = sext <2 x i32> %20 to <2 x i64>
  %27 = add <2 x i64> %11, %25
  %28 = add <2 x i64> %12, %26
  %29 = add nuw i64 %10, 4
  %30 = add <2 x i32> %13, <i32 4, i32 4>
  %31 = icmp eq i64 %29, 1000
  br i1 %31, label %32, label %9, !llvm.loop !21

32:                                               ; preds = %9
  %33 = add <2 x i64> %28, %27
  %34 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %33)
  %35 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 1, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(13) %35, i8* noundef nonnull align 8 dereferenceable(13) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@BCDDEEMK@big?5exception?$AA@", i64 0, i64 0), i64 13, i1 false), !tbaa !22
  %36 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 1, i64 13
  store i8 0, i8* %36, align 1, !tbaa !22
  %37 = getelementptr inbounds %struct.Big, %struct.Big* %2, i64 0, i32 2
  store i64 %34, i64* %37, align 8, !tbaa !17
  %38 = bitcast %struct.Big* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(4032) %38, i8* noundef nonnull align 8 dereferenceable(4032) %4, i64 4032, i1 false), !tbaa.struct !23
  call void @_CxxThrowException(i8* nonnull %38, %eh.ThrowInfo* nonnull @"_TI1?AUBig@@") #7
  unreachable
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

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { mustprogress noinline norecurse noreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { nofree nosync nounwind readnone willreturn }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 1}
!7 = !{!"Debian clang version 14.0.6"}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !10, i64 0}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!18, !19, i64 4024}
!18 = !{!"?AUBig@@", !10, i64 0, !10, i64 4000, !19, i64 4024}
!19 = !{!"long long", !10, i64 0}
!20 = distinct !{!20, !15, !16}
!21 = distinct !{!21, !15, !16}
!22 = !{!10, !10, i64 0}
!23 = !{i64 0, i64 4000, !22, i64 4000, i64 24, !22, i64 4024, i64 8, !24}
!24 = !{!19, !19, i64 0}
