; ModuleID = 'operator_new_nothrow_aligned.cpp'
source_filename = "operator_new_nothrow_aligned.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

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
@str.1 = private unnamed_addr constant [12 x i8] c"not reached\00", align 1
@str.2 = private unnamed_addr constant [5 x i8] c"done\00", align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 -2147483648, ptr %1, align 4
  %2 = load volatile i32, ptr %1, align 4
  %3 = tail call noalias noundef ptr @"??2@YAPAXIABUnothrow_t@std@@@Z"(i32 noundef %2, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #8
  %4 = icmp eq ptr %3, null
  %5 = select i1 %4, ptr @"??_C@_04MLLLIHIP@null?$AA@", ptr @"??_C@_07PPACKNHC@a?5block?$AA@"
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BH@BODCAKHE@nothrow?5new?$CIhuge?$CJ?3?5?$CFs?6?$AA@", ptr noundef nonnull %5)
  %7 = load volatile i32, ptr %1, align 4
  %8 = tail call noalias noundef ptr @"??_U@YAPAXIABUnothrow_t@std@@@Z"(i32 noundef %7, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #8
  %9 = icmp eq ptr %8, null
  %10 = select i1 %9, ptr @"??_C@_04MLLLIHIP@null?$AA@", ptr @"??_C@_07PPACKNHC@a?5block?$AA@"
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BJ@OHKIFFCC@nothrow?5new?$FL?$FN?$CIhuge?$CJ?3?5?$CFs?6?$AA@", ptr noundef nonnull %10)
  %12 = load volatile i32, ptr %1, align 4
  %13 = tail call noalias noundef align 64 ptr @"??2@YAPAXIW4align_val_t@std@@ABUnothrow_t@1@@Z"(i32 noundef %12, i32 noundef 64, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #8
  %14 = icmp eq ptr %13, null
  %15 = select i1 %14, ptr @"??_C@_04MLLLIHIP@null?$AA@", ptr @"??_C@_07PPACKNHC@a?5block?$AA@"
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BP@ECPDMNMN@nothrow?5aligned?5new?$CIhuge?$CJ?3?5?$CFs?6?$AA@", ptr noundef nonnull %15)
  %17 = load volatile i32, ptr %1, align 4
  %18 = tail call noalias noundef align 64 ptr @"??_U@YAPAXIW4align_val_t@std@@ABUnothrow_t@1@@Z"(i32 noundef %17, i32 noundef 64, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #8
  %19 = icmp eq ptr %18, null
  %20 = select i1 %19, ptr @"??_C@_04MLLLIHIP@null?$AA@", ptr @"??_C@_07PPACKNHC@a?5block?$AA@"
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CB@NHKPELAB@nothrow?5aligned?5new?$FL?$FN?$CIhuge?$CJ?3?5?$CFs?6@", ptr noundef nonnull %20)
  %22 = load volatile i32, ptr %1, align 4
  %23 = invoke noalias noundef nonnull align 64 ptr @"??2@YAPAXIW4align_val_t@std@@@Z"(i32 noundef %22, i32 noundef 64) #9
          to label %24 unwind label %26

24:                                               ; preds = %0
  %25 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.1)
  br label %31

26:                                               ; preds = %0
  %27 = catchswitch within none [label %28] unwind to caller

28:                                               ; preds = %26
  %29 = catchpad within %27 [ptr null, i32 64, ptr null]
  %30 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %29) ]
  catchret from %29 to label %31

31:                                               ; preds = %28, %24
  %32 = tail call noalias noundef dereferenceable_or_null(10) ptr @"??_U@YAPAXIABUnothrow_t@std@@@Z"(i32 noundef 10, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #10
  %33 = getelementptr inbounds i8, ptr %32, i32 9
  store i8 120, ptr %33, align 1
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@PCHAIMID@nothrow?5new?$FL?$FN?510?3?5?$CFc?6?$AA@", i32 noundef 120)
  tail call void @"??_V@YAXPAXABUnothrow_t@std@@@Z"(ptr noundef %32, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #11
  %35 = tail call noalias noundef dereferenceable_or_null(4) ptr @"??2@YAPAXIABUnothrow_t@std@@@Z"(i32 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #10
  %36 = icmp ne ptr %35, null
  tail call void @llvm.assume(i1 %36)
  store i32 5, ptr %35, align 4
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BF@NMHLCKJD@nothrow?5new?5int?3?5?$CFd?6?$AA@", i32 noundef 5)
  tail call void @"??3@YAXPAXABUnothrow_t@std@@@Z"(ptr noundef nonnull %35, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #11
  %38 = tail call noalias noundef nonnull align 256 dereferenceable(100) ptr @"??2@YAPAXIW4align_val_t@std@@@Z"(i32 noundef 100, i32 noundef 256) #9
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BK@PDGHFOOP@new?$CI100?0?5256?$CJ?5aligned?5?$CFd?6?$AA@", i32 noundef 1)
  tail call void @"??3@YAXPAXIW4align_val_t@std@@@Z"(ptr noundef nonnull %38, i32 noundef 100, i32 noundef 256) #11
  %40 = tail call noalias noundef nonnull align 512 dereferenceable(100) ptr @"??_U@YAPAXIW4align_val_t@std@@@Z"(i32 noundef 100, i32 noundef 512) #9
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BM@KCBPAFFN@new?$FL?$FN?$CI100?0?5512?$CJ?5aligned?5?$CFd?6?$AA@", i32 noundef 1)
  tail call void @"??_V@YAXPAXIW4align_val_t@std@@@Z"(ptr noundef nonnull %40, i32 noundef 100, i32 noundef 512) #11
  %42 = tail call noalias noundef align 128 dereferenceable_or_null(8) ptr @"??2@YAPAXIW4align_val_t@std@@ABUnothrow_t@1@@Z"(i32 noundef 8, i32 noundef 128, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #8
  %43 = icmp ne ptr %42, null
  %44 = zext i1 %43 to i32
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CA@ILADNKNI@nothrow?5new?$CI8?0?5128?$CJ?5aligned?5?$CFd?6?$AA@", i32 noundef %44)
  tail call void @"??3@YAXPAXW4align_val_t@std@@ABUnothrow_t@1@@Z"(ptr noundef %42, i32 noundef 128, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #11
  %46 = tail call noalias noundef align 64 dereferenceable_or_null(8) ptr @"??_U@YAPAXIW4align_val_t@std@@ABUnothrow_t@1@@Z"(i32 noundef 8, i32 noundef 64, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #8
  %47 = icmp ne ptr %46, null
  %48 = zext i1 %47 to i32
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CB@MJLHNBHI@nothrow?5new?$FL?$FN?$CI8?0?564?$CJ?5aligned?5?$CFd?6@", i32 noundef %48)
  tail call void @"??_V@YAXPAXW4align_val_t@std@@ABUnothrow_t@1@@Z"(ptr noundef %46, i32 noundef 64, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #11
  %50 = tail call noalias noundef nonnull align 64 dereferenceable(8) ptr @"??_U@YAPAXIW4align_val_t@std@@@Z"(i32 noundef 8, i32 noundef 64) #9
  tail call void @"??_V@YAXPAXW4align_val_t@std@@@Z"(ptr noundef nonnull %50, i32 noundef 64) #11
  %51 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef ptr @"??2@YAPAXIABUnothrow_t@std@@@Z"(i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef ptr @"??_U@YAPAXIABUnothrow_t@std@@@Z"(i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #2

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef ptr @"??2@YAPAXIW4align_val_t@std@@ABUnothrow_t@1@@Z"(i32 noundef, i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #2

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef ptr @"??_U@YAPAXIW4align_val_t@std@@ABUnothrow_t@1@@Z"(i32 noundef, i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #2

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @"??2@YAPAXIW4align_val_t@std@@@Z"(i32 noundef, i32 noundef) local_unnamed_addr #4

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPAXABUnothrow_t@std@@@Z"(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXABUnothrow_t@std@@@Z"(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXIW4align_val_t@std@@@Z"(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @"??_U@YAPAXIW4align_val_t@std@@@Z"(i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPAXIW4align_val_t@std@@@Z"(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXW4align_val_t@std@@ABUnothrow_t@1@@Z"(ptr noundef, i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPAXW4align_val_t@std@@ABUnothrow_t@1@@Z"(ptr noundef, i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPAXW4align_val_t@std@@@Z"(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nobuiltin nounwind allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { allocsize(0) }
attributes #10 = { builtin nounwind allocsize(0) }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
