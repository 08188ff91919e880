; ModuleID = 'operator_new_nothrow_aligned.cpp'
source_filename = "operator_new_nothrow_aligned.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%"struct.std::nothrow_t" = type { i8 }

$"??_C@_07PPACKNHC@a?5block?$AA@" = comdat any

$"??_C@_04MLLLIHIP@null?$AA@" = comdat any

$"??_C@_0BH@BODCAKHE@nothrow?5new?$CIhuge?$CJ?3?5?$CFs?6?$AA@" = comdat any

$"??_C@_0BJ@OHKIFFCC@nothrow?5new?$FL?$FN?$CIhuge?$CJ?3?5?$CFs?6?$AA@" = comdat any

$"??_C@_0BP@ECPDMNMN@nothrow?5aligned?5new?$CIhuge?$CJ?3?5?$CFs?6?$AA@" = comdat any

$"??_C@_0CB@NHKPELAB@nothrow?5aligned?5new?$FL?$FN?$CIhuge?$CJ?3?5?$CFs?6@" = comdat any

$"??_C@_0BG@PCHAIMID@nothrow?5new?$FL?$FN?510?3?5?$CFc?6?$AA@" = comdat any

$"??_C@_0BF@NMHLCKJD@nothrow?5new?5int?3?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BK@PDGHFOOP@new?$CI100?0?5256?$CJ?5aligned?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BM@KCBPAFFN@new?$FL?$FN?$CI100?0?5512?$CJ?5aligned?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CA@ILADNKNI@nothrow?5new?$CI8?0?5128?$CJ?5aligned?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CB@MJLHNBHI@nothrow?5new?$FL?$FN?$CI8?0?564?$CJ?5aligned?5?$CFd?6@" = comdat any

@"?nothrow@std@@3Unothrow_t@1@B" = external dso_local global %"struct.std::nothrow_t", align 1
@"??_C@_07PPACKNHC@a?5block?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"a block\00", comdat, align 1
@"??_C@_04MLLLIHIP@null?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"null\00", comdat, align 1
@"??_C@_0BH@BODCAKHE@nothrow?5new?$CIhuge?$CJ?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"nothrow new(huge): %s\0A\00", comdat, align 1
@"??_C@_0BJ@OHKIFFCC@nothrow?5new?$FL?$FN?$CIhuge?$CJ?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"nothrow new[](huge): %s\0A\00", comdat, align 1
@"??_C@_0BP@ECPDMNMN@nothrow?5aligned?5new?$CIhuge?$CJ?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [31 x i8] c"nothrow aligned new(huge): %s\0A\00", comdat, align 1
@"??_C@_0CB@NHKPELAB@nothrow?5aligned?5new?$FL?$FN?$CIhuge?$CJ?3?5?$CFs?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"nothrow aligned new[](huge): %s\0A\00", comdat, align 1
@"??_C@_0BG@PCHAIMID@nothrow?5new?$FL?$FN?510?3?5?$CFc?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"nothrow new[] 10: %c\0A\00", comdat, align 1
@"??_C@_0BF@NMHLCKJD@nothrow?5new?5int?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"nothrow new int: %d\0A\00", comdat, align 1
@"??_C@_0BK@PDGHFOOP@new?$CI100?0?5256?$CJ?5aligned?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"new(100, 256) aligned %d\0A\00", comdat, align 1
@"??_C@_0BM@KCBPAFFN@new?$FL?$FN?$CI100?0?5512?$CJ?5aligned?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"new[](100, 512) aligned %d\0A\00", comdat, align 1
@"??_C@_0CA@ILADNKNI@nothrow?5new?$CI8?0?5128?$CJ?5aligned?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [32 x i8] c"nothrow new(8, 128) aligned %d\0A\00", comdat, align 1
@"??_C@_0CB@MJLHNBHI@nothrow?5new?$FL?$FN?$CI8?0?564?$CJ?5aligned?5?$CFd?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"nothrow new[](8, 64) aligned %d\0A\00", comdat, align 1
@str = private unnamed_addr constant [24 x i8] c"aligned new(huge) threw\00", align 1
@str.1 = private unnamed_addr constant [5 x i8] c"done\00", align 1
@str.2 = private unnamed_addr constant [12 x i8] c"not reached\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i64, align 8
  %2 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2)
  store volatile i64 -9223372036854775808, i64* %1, align 8, !tbaa !4
  %3 = load volatile i64, i64* %1, align 8, !tbaa !4
  %4 = tail call noalias noundef i8* @"??2@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef %3, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #9
  %5 = icmp eq i8* %4, null
  %6 = select i1 %5, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MLLLIHIP@null?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07PPACKNHC@a?5block?$AA@", i64 0, i64 0)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@BODCAKHE@nothrow?5new?$CIhuge?$CJ?3?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %6)
  %8 = load volatile i64, i64* %1, align 8, !tbaa !4
  %9 = tail call noalias noundef i8* @"??_U@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef %8, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #9
  %10 = icmp eq i8* %9, null
  %11 = select i1 %10, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MLLLIHIP@null?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07PPACKNHC@a?5block?$AA@", i64 0, i64 0)
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@OHKIFFCC@nothrow?5new?$FL?$FN?$CIhuge?$CJ?3?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %11)
  %13 = load volatile i64, i64* %1, align 8, !tbaa !4
  %14 = tail call noalias noundef align 64 i8* @"??2@YAPEAX_KW4align_val_t@std@@AEBUnothrow_t@1@@Z"(i64 noundef %13, i64 noundef 64, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #9
  %15 = icmp eq i8* %14, null
  %16 = select i1 %15, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MLLLIHIP@null?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07PPACKNHC@a?5block?$AA@", i64 0, i64 0)
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @"??_C@_0BP@ECPDMNMN@nothrow?5aligned?5new?$CIhuge?$CJ?3?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %16)
  %18 = load volatile i64, i64* %1, align 8, !tbaa !4
  %19 = tail call noalias noundef align 64 i8* @"??_U@YAPEAX_KW4align_val_t@std@@AEBUnothrow_t@1@@Z"(i64 noundef %18, i64 noundef 64, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #9
  %20 = icmp eq i8* %19, null
  %21 = select i1 %20, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MLLLIHIP@null?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07PPACKNHC@a?5block?$AA@", i64 0, i64 0)
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@NHKPELAB@nothrow?5aligned?5new?$FL?$FN?$CIhuge?$CJ?3?5?$CFs?6@", i64 0, i64 0), i8* noundef %21)
  %23 = load volatile i64, i64* %1, align 8, !tbaa !4
  %24 = invoke noalias noundef nonnull align 64 i8* @"??2@YAPEAX_KW4align_val_t@std@@@Z"(i64 noundef %23, i64 noundef 64) #10
          to label %25 unwind label %27

25:                                               ; preds = %0
  %26 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @str.2, i64 0, i64 0))
  br label %32

27:                                               ; preds = %0
  %28 = catchswitch within none [label %29] unwind to caller

29:                                               ; preds = %27
  %30 = catchpad within %28 [i8* null, i32 64, i8* null]
  %31 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @str, i64 0, i64 0)) [ "funclet"(token %30) ]
  catchret from %30 to label %32

32:                                               ; preds = %29, %25
  %33 = tail call noalias noundef dereferenceable_or_null(10) i8* @"??_U@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef 10, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #11
  %34 = getelementptr inbounds i8, i8* %33, i64 9
  store i8 120, i8* %34, align 1, !tbaa !8
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@PCHAIMID@nothrow?5new?$FL?$FN?510?3?5?$CFc?6?$AA@", i64 0, i64 0), i32 noundef 120)
  tail call void @"??_V@YAXPEAXAEBUnothrow_t@std@@@Z"(i8* noundef %33, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #12
  %36 = tail call noalias noundef dereferenceable_or_null(4) i8* @"??2@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef 4, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #11
  %37 = icmp ne i8* %36, null
  tail call void @llvm.assume(i1 %37)
  %38 = bitcast i8* %36 to i32*
  store i32 5, i32* %38, align 4, !tbaa !9
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@NMHLCKJD@nothrow?5new?5int?3?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 5)
  tail call void @"??3@YAXPEAXAEBUnothrow_t@std@@@Z"(i8* noundef nonnull %36, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #12
  %40 = tail call noalias noundef nonnull align 256 i8* @"??2@YAPEAX_KW4align_val_t@std@@@Z"(i64 noundef 100, i64 noundef 256) #10
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@PDGHFOOP@new?$CI100?0?5256?$CJ?5aligned?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 1)
  tail call void @"??3@YAXPEAX_KW4align_val_t@std@@@Z"(i8* noundef nonnull %40, i64 noundef 100, i64 noundef 256) #12
  %42 = tail call noalias noundef nonnull align 512 i8* @"??_U@YAPEAX_KW4align_val_t@std@@@Z"(i64 noundef 100, i64 noundef 512) #10
  %43 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@KCBPAFFN@new?$FL?$FN?$CI100?0?5512?$CJ?5aligned?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 1)
  tail call void @"??_V@YAXPEAX_KW4align_val_t@std@@@Z"(i8* noundef nonnull %42, i64 noundef 100, i64 noundef 512) #12
  %44 = tail call noalias noundef align 128 i8* @"??2@YAPEAX_KW4align_val_t@std@@AEBUnothrow_t@1@@Z"(i64 noundef 8, i64 noundef 128, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #9
  %45 = icmp ne i8* %44, null
  %46 = zext i1 %45 to i32
  %47 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @"??_C@_0CA@ILADNKNI@nothrow?5new?$CI8?0?5128?$CJ?5aligned?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %46)
  tail call void @"??3@YAXPEAXW4align_val_t@std@@AEBUnothrow_t@1@@Z"(i8* noundef %44, i64 noundef 128, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #12
  %48 = tail call noalias noundef align 64 i8* @"??_U@YAPEAX_KW4align_val_t@std@@AEBUnothrow_t@1@@Z"(i64 noundef 8, i64 noundef 64, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #9
  %49 = icmp ne i8* %48, null
  %50 = zext i1 %49 to i32
  %51 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@MJLHNBHI@nothrow?5new?$FL?$FN?$CI8?0?564?$CJ?5aligned?5?$CFd?6@", i64 0, i64 0), i32 noundef %50)
  tail call void @"??_V@YAXPEAXW4align_val_t@std@@AEBUnothrow_t@1@@Z"(i8* noundef %48, i64 noundef 64, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #12
  %52 = tail call noalias noundef nonnull align 64 i8* @"??_U@YAPEAX_KW4align_val_t@std@@@Z"(i64 noundef 8, i64 noundef 64) #10
  tail call void @"??_V@YAXPEAXW4align_val_t@std@@@Z"(i8* noundef nonnull %52, i64 noundef 64) #12
  %53 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str.1, i64 0, i64 0))
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2)
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef i8* @"??2@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef i8* @"??_U@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #2

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef i8* @"??2@YAPEAX_KW4align_val_t@std@@AEBUnothrow_t@1@@Z"(i64 noundef, i64 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #2

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef i8* @"??_U@YAPEAX_KW4align_val_t@std@@AEBUnothrow_t@1@@Z"(i64 noundef, i64 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #2

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @"??2@YAPEAX_KW4align_val_t@std@@@Z"(i64 noundef, i64 noundef) local_unnamed_addr #4

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPEAXAEBUnothrow_t@std@@@Z"(i8* noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAXAEBUnothrow_t@std@@@Z"(i8* noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #5

; Function Attrs: nounwind
declare dso_local void @"??3@YAXPEAX_KW4align_val_t@std@@@Z"(i8* noundef, i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @"??_U@YAPEAX_KW4align_val_t@std@@@Z"(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare dso_local void @"??_V@YAXPEAX_KW4align_val_t@std@@@Z"(i8* noundef, i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAXW4align_val_t@std@@AEBUnothrow_t@1@@Z"(i8* noundef, i64 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPEAXW4align_val_t@std@@AEBUnothrow_t@1@@Z"(i8* noundef, i64 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPEAXW4align_val_t@std@@@Z"(i8* noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nobuiltin nounwind allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #9 = { nounwind allocsize(0) }
attributes #10 = { allocsize(0) }
attributes #11 = { builtin nounwind allocsize(0) }
attributes #12 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"long long", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!6, !6, i64 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !6, i64 0}
