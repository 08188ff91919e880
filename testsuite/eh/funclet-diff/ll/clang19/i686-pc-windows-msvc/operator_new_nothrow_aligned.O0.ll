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

$"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = comdat any

$"??_C@_0BJ@LAAALIHH@aligned?5new?$CIhuge?$CJ?5threw?6?$AA@" = comdat any

$"??_C@_0BG@PCHAIMID@nothrow?5new?$FL?$FN?510?3?5?$CFc?6?$AA@" = comdat any

$"??_C@_0BF@NMHLCKJD@nothrow?5new?5int?3?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BK@PDGHFOOP@new?$CI100?0?5256?$CJ?5aligned?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BM@KCBPAFFN@new?$FL?$FN?$CI100?0?5512?$CJ?5aligned?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CA@ILADNKNI@nothrow?5new?$CI8?0?5128?$CJ?5aligned?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CB@MJLHNBHI@nothrow?5new?$FL?$FN?$CI8?0?564?$CJ?5aligned?5?$CFd?6@" = comdat any

$"??_C@_05KJDAJCPN@done?6?$AA@" = comdat any

@"?nothrow@std@@3Unothrow_t@1@B" = external dso_local global %"struct.std::nothrow_t", align 1
@"??_C@_07PPACKNHC@a?5block?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"a block\00", comdat, align 1
@"??_C@_04MLLLIHIP@null?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"null\00", comdat, align 1
@"??_C@_0BH@BODCAKHE@nothrow?5new?$CIhuge?$CJ?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"nothrow new(huge): %s\0A\00", comdat, align 1
@"??_C@_0BJ@OHKIFFCC@nothrow?5new?$FL?$FN?$CIhuge?$CJ?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"nothrow new[](huge): %s\0A\00", comdat, align 1
@"??_C@_0BP@ECPDMNMN@nothrow?5aligned?5new?$CIhuge?$CJ?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [31 x i8] c"nothrow aligned new(huge): %s\0A\00", comdat, align 1
@"??_C@_0CB@NHKPELAB@nothrow?5aligned?5new?$FL?$FN?$CIhuge?$CJ?3?5?$CFs?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"nothrow aligned new[](huge): %s\0A\00", comdat, align 1
@"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"not reached\0A\00", comdat, align 1
@"??_C@_0BJ@LAAALIHH@aligned?5new?$CIhuge?$CJ?5threw?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"aligned new(huge) threw\0A\00", comdat, align 1
@"??_C@_0BG@PCHAIMID@nothrow?5new?$FL?$FN?510?3?5?$CFc?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"nothrow new[] 10: %c\0A\00", comdat, align 1
@"??_C@_0BF@NMHLCKJD@nothrow?5new?5int?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"nothrow new int: %d\0A\00", comdat, align 1
@"??_C@_0BK@PDGHFOOP@new?$CI100?0?5256?$CJ?5aligned?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"new(100, 256) aligned %d\0A\00", comdat, align 1
@"??_C@_0BM@KCBPAFFN@new?$FL?$FN?$CI100?0?5512?$CJ?5aligned?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"new[](100, 512) aligned %d\0A\00", comdat, align 1
@"??_C@_0CA@ILADNKNI@nothrow?5new?$CI8?0?5128?$CJ?5aligned?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [32 x i8] c"nothrow new(8, 128) aligned %d\0A\00", comdat, align 1
@"??_C@_0CB@MJLHNBHI@nothrow?5new?$FL?$FN?$CI8?0?564?$CJ?5aligned?5?$CFd?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"nothrow new[](8, 64) aligned %d\0A\00", comdat, align 1
@"??_C@_05KJDAJCPN@done?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"done\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i1, align 1
  %8 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  store volatile i32 -2147483648, ptr %2, align 4
  %9 = load volatile i32, ptr %2, align 4
  %10 = call noalias noundef ptr @"??2@YAPAXIABUnothrow_t@std@@@Z"(i32 noundef %9, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #6
  store ptr %10, ptr %3, align 4
  %11 = load ptr, ptr %3, align 4
  %12 = icmp ne ptr %11, null
  %13 = zext i1 %12 to i64
  %14 = select i1 %12, ptr @"??_C@_07PPACKNHC@a?5block?$AA@", ptr @"??_C@_04MLLLIHIP@null?$AA@"
  %15 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BH@BODCAKHE@nothrow?5new?$CIhuge?$CJ?3?5?$CFs?6?$AA@", ptr noundef %14)
  %16 = load volatile i32, ptr %2, align 4
  %17 = call noalias noundef ptr @"??_U@YAPAXIABUnothrow_t@std@@@Z"(i32 noundef %16, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #6
  store ptr %17, ptr %3, align 4
  %18 = load ptr, ptr %3, align 4
  %19 = icmp ne ptr %18, null
  %20 = zext i1 %19 to i64
  %21 = select i1 %19, ptr @"??_C@_07PPACKNHC@a?5block?$AA@", ptr @"??_C@_04MLLLIHIP@null?$AA@"
  %22 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BJ@OHKIFFCC@nothrow?5new?$FL?$FN?$CIhuge?$CJ?3?5?$CFs?6?$AA@", ptr noundef %21)
  %23 = load volatile i32, ptr %2, align 4
  %24 = call noalias noundef align 64 ptr @"??2@YAPAXIW4align_val_t@std@@ABUnothrow_t@1@@Z"(i32 noundef %23, i32 noundef 64, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #6
  store ptr %24, ptr %3, align 4
  %25 = load ptr, ptr %3, align 4
  %26 = icmp ne ptr %25, null
  %27 = zext i1 %26 to i64
  %28 = select i1 %26, ptr @"??_C@_07PPACKNHC@a?5block?$AA@", ptr @"??_C@_04MLLLIHIP@null?$AA@"
  %29 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BP@ECPDMNMN@nothrow?5aligned?5new?$CIhuge?$CJ?3?5?$CFs?6?$AA@", ptr noundef %28)
  %30 = load volatile i32, ptr %2, align 4
  %31 = call noalias noundef align 64 ptr @"??_U@YAPAXIW4align_val_t@std@@ABUnothrow_t@1@@Z"(i32 noundef %30, i32 noundef 64, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #6
  store ptr %31, ptr %3, align 4
  %32 = load ptr, ptr %3, align 4
  %33 = icmp ne ptr %32, null
  %34 = zext i1 %33 to i64
  %35 = select i1 %33, ptr @"??_C@_07PPACKNHC@a?5block?$AA@", ptr @"??_C@_04MLLLIHIP@null?$AA@"
  %36 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CB@NHKPELAB@nothrow?5aligned?5new?$FL?$FN?$CIhuge?$CJ?3?5?$CFs?6@", ptr noundef %35)
  %37 = load volatile i32, ptr %2, align 4
  %38 = invoke noalias noundef nonnull align 64 ptr @"??2@YAPAXIW4align_val_t@std@@@Z"(i32 noundef %37, i32 noundef 64) #7
          to label %39 unwind label %41

39:                                               ; preds = %0
  store ptr %38, ptr %3, align 4
  %40 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@")
          to label %89 unwind label %41

41:                                               ; preds = %39, %0
  %42 = catchswitch within none [label %43] unwind to caller

43:                                               ; preds = %41
  %44 = catchpad within %42 [ptr null, i32 64, ptr null]
  %45 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BJ@LAAALIHH@aligned?5new?$CIhuge?$CJ?5threw?6?$AA@") [ "funclet"(token %44) ]
  catchret from %44 to label %46

46:                                               ; preds = %43
  br label %47

47:                                               ; preds = %46, %89
  %48 = call noalias noundef ptr @"??_U@YAPAXIABUnothrow_t@std@@@Z"(i32 noundef 10, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #8
  store ptr %48, ptr %4, align 4
  %49 = load ptr, ptr %4, align 4
  %50 = getelementptr inbounds i8, ptr %49, i32 9
  store i8 120, ptr %50, align 1
  %51 = load ptr, ptr %4, align 4
  %52 = getelementptr inbounds i8, ptr %51, i32 9
  %53 = load i8, ptr %52, align 1
  %54 = sext i8 %53 to i32
  %55 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@PCHAIMID@nothrow?5new?$FL?$FN?510?3?5?$CFc?6?$AA@", i32 noundef %54)
  %56 = load ptr, ptr %4, align 4
  call void @"??_V@YAXPAXABUnothrow_t@std@@@Z"(ptr noundef %56, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #9
  %57 = call noalias noundef ptr @"??2@YAPAXIABUnothrow_t@std@@@Z"(i32 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #8
  %58 = icmp eq ptr %57, null
  store i1 false, ptr %7, align 1
  br i1 %58, label %60, label %59

59:                                               ; preds = %47
  store ptr %57, ptr %6, align 4
  store i1 true, ptr %7, align 1
  store i32 5, ptr %57, align 4
  br label %60

60:                                               ; preds = %59, %47
  %61 = phi ptr [ %57, %59 ], [ null, %47 ]
  store ptr %61, ptr %5, align 4
  %62 = load ptr, ptr %5, align 4
  %63 = load i32, ptr %62, align 4
  %64 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@NMHLCKJD@nothrow?5new?5int?3?5?$CFd?6?$AA@", i32 noundef %63)
  %65 = load ptr, ptr %5, align 4
  call void @"??3@YAXPAXABUnothrow_t@std@@@Z"(ptr noundef %65, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #9
  %66 = call noalias noundef nonnull align 256 ptr @"??2@YAPAXIW4align_val_t@std@@@Z"(i32 noundef 100, i32 noundef 256) #7
  store ptr %66, ptr %8, align 4
  %67 = load ptr, ptr %8, align 4
  %68 = call noundef i32 @"?aligned@@YAHPAXI@Z"(ptr noundef %67, i32 noundef 256)
  %69 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BK@PDGHFOOP@new?$CI100?0?5256?$CJ?5aligned?5?$CFd?6?$AA@", i32 noundef %68)
  %70 = load ptr, ptr %8, align 4
  call void @"??3@YAXPAXIW4align_val_t@std@@@Z"(ptr noundef %70, i32 noundef 100, i32 noundef 256) #9
  %71 = call noalias noundef nonnull align 512 ptr @"??_U@YAPAXIW4align_val_t@std@@@Z"(i32 noundef 100, i32 noundef 512) #7
  store ptr %71, ptr %8, align 4
  %72 = load ptr, ptr %8, align 4
  %73 = call noundef i32 @"?aligned@@YAHPAXI@Z"(ptr noundef %72, i32 noundef 512)
  %74 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BM@KCBPAFFN@new?$FL?$FN?$CI100?0?5512?$CJ?5aligned?5?$CFd?6?$AA@", i32 noundef %73)
  %75 = load ptr, ptr %8, align 4
  call void @"??_V@YAXPAXIW4align_val_t@std@@@Z"(ptr noundef %75, i32 noundef 100, i32 noundef 512) #9
  %76 = call noalias noundef align 128 ptr @"??2@YAPAXIW4align_val_t@std@@ABUnothrow_t@1@@Z"(i32 noundef 8, i32 noundef 128, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #6
  store ptr %76, ptr %8, align 4
  %77 = load ptr, ptr %8, align 4
  %78 = call noundef i32 @"?aligned@@YAHPAXI@Z"(ptr noundef %77, i32 noundef 128)
  %79 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CA@ILADNKNI@nothrow?5new?$CI8?0?5128?$CJ?5aligned?5?$CFd?6?$AA@", i32 noundef %78)
  %80 = load ptr, ptr %8, align 4
  call void @"??3@YAXPAXW4align_val_t@std@@ABUnothrow_t@1@@Z"(ptr noundef %80, i32 noundef 128, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #9
  %81 = call noalias noundef align 64 ptr @"??_U@YAPAXIW4align_val_t@std@@ABUnothrow_t@1@@Z"(i32 noundef 8, i32 noundef 64, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #6
  store ptr %81, ptr %8, align 4
  %82 = load ptr, ptr %8, align 4
  %83 = call noundef i32 @"?aligned@@YAHPAXI@Z"(ptr noundef %82, i32 noundef 64)
  %84 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CB@MJLHNBHI@nothrow?5new?$FL?$FN?$CI8?0?564?$CJ?5aligned?5?$CFd?6@", i32 noundef %83)
  %85 = load ptr, ptr %8, align 4
  call void @"??_V@YAXPAXW4align_val_t@std@@ABUnothrow_t@1@@Z"(ptr noundef %85, i32 noundef 64, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #9
  %86 = call noalias noundef nonnull align 64 ptr @"??_U@YAPAXIW4align_val_t@std@@@Z"(i32 noundef 8, i32 noundef 64) #7
  store ptr %86, ptr %8, align 4
  %87 = load ptr, ptr %8, align 4
  call void @"??_V@YAXPAXW4align_val_t@std@@@Z"(ptr noundef %87, i32 noundef 64) #9
  %88 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_05KJDAJCPN@done?6?$AA@")
  ret i32 0

89:                                               ; preds = %39
  br label %47
}

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef ptr @"??2@YAPAXIABUnothrow_t@std@@@Z"(i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #1

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef ptr @"??_U@YAPAXIABUnothrow_t@std@@@Z"(i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #1

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef ptr @"??2@YAPAXIW4align_val_t@std@@ABUnothrow_t@1@@Z"(i32 noundef, i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #1

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef ptr @"??_U@YAPAXIW4align_val_t@std@@ABUnothrow_t@1@@Z"(i32 noundef, i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #1

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @"??2@YAPAXIW4align_val_t@std@@@Z"(i32 noundef, i32 noundef) #3

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPAXABUnothrow_t@std@@@Z"(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) #4

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXABUnothrow_t@std@@@Z"(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) #4

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"?aligned@@YAHPAXI@Z"(ptr noundef %0, i32 noundef %1) #5 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %14

7:                                                ; preds = %2
  %8 = load ptr, ptr %4, align 4
  %9 = ptrtoint ptr %8 to i32
  %10 = load i32, ptr %3, align 4
  %11 = sub i32 %10, 1
  %12 = and i32 %9, %11
  %13 = icmp eq i32 %12, 0
  br label %14

14:                                               ; preds = %7, %2
  %15 = phi i1 [ false, %2 ], [ %13, %7 ]
  %16 = zext i1 %15 to i32
  ret i32 %16
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXIW4align_val_t@std@@@Z"(ptr noundef, i32 noundef, i32 noundef) #4

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @"??_U@YAPAXIW4align_val_t@std@@@Z"(i32 noundef, i32 noundef) #3

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPAXIW4align_val_t@std@@@Z"(ptr noundef, i32 noundef, i32 noundef) #4

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXW4align_val_t@std@@ABUnothrow_t@1@@Z"(ptr noundef, i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #4

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPAXW4align_val_t@std@@ABUnothrow_t@1@@Z"(ptr noundef, i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #4

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPAXW4align_val_t@std@@@Z"(ptr noundef, i32 noundef) #4

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nobuiltin nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { allocsize(0) }
attributes #8 = { builtin nounwind allocsize(0) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
