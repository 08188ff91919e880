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

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i1, align 1
  %8 = alloca i8*, align 8
  store i32 0, i32* %1, align 4
  store volatile i64 -9223372036854775808, i64* %2, align 8
  %9 = load volatile i64, i64* %2, align 8
  %10 = call noalias noundef i8* @"??2@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef %9, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #7
  store i8* %10, i8** %3, align 8
  %11 = load i8*, i8** %3, align 8
  %12 = icmp ne i8* %11, null
  %13 = zext i1 %12 to i64
  %14 = select i1 %12, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07PPACKNHC@a?5block?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MLLLIHIP@null?$AA@", i64 0, i64 0)
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@BODCAKHE@nothrow?5new?$CIhuge?$CJ?3?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %14)
  %16 = load volatile i64, i64* %2, align 8
  %17 = call noalias noundef i8* @"??_U@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef %16, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #7
  store i8* %17, i8** %3, align 8
  %18 = load i8*, i8** %3, align 8
  %19 = icmp ne i8* %18, null
  %20 = zext i1 %19 to i64
  %21 = select i1 %19, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07PPACKNHC@a?5block?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MLLLIHIP@null?$AA@", i64 0, i64 0)
  %22 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@OHKIFFCC@nothrow?5new?$FL?$FN?$CIhuge?$CJ?3?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %21)
  %23 = load volatile i64, i64* %2, align 8
  %24 = call noalias noundef align 64 i8* @"??2@YAPEAX_KW4align_val_t@std@@AEBUnothrow_t@1@@Z"(i64 noundef %23, i64 noundef 64, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #7
  store i8* %24, i8** %3, align 8
  %25 = load i8*, i8** %3, align 8
  %26 = icmp ne i8* %25, null
  %27 = zext i1 %26 to i64
  %28 = select i1 %26, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07PPACKNHC@a?5block?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MLLLIHIP@null?$AA@", i64 0, i64 0)
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @"??_C@_0BP@ECPDMNMN@nothrow?5aligned?5new?$CIhuge?$CJ?3?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %28)
  %30 = load volatile i64, i64* %2, align 8
  %31 = call noalias noundef align 64 i8* @"??_U@YAPEAX_KW4align_val_t@std@@AEBUnothrow_t@1@@Z"(i64 noundef %30, i64 noundef 64, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #7
  store i8* %31, i8** %3, align 8
  %32 = load i8*, i8** %3, align 8
  %33 = icmp ne i8* %32, null
  %34 = zext i1 %33 to i64
  %35 = select i1 %33, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07PPACKNHC@a?5block?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MLLLIHIP@null?$AA@", i64 0, i64 0)
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@NHKPELAB@nothrow?5aligned?5new?$FL?$FN?$CIhuge?$CJ?3?5?$CFs?6@", i64 0, i64 0), i8* noundef %35)
  %37 = load volatile i64, i64* %2, align 8
  %38 = invoke noalias noundef nonnull align 64 i8* @"??2@YAPEAX_KW4align_val_t@std@@@Z"(i64 noundef %37, i64 noundef 64) #8
          to label %39 unwind label %41

39:                                               ; preds = %0
  store i8* %38, i8** %3, align 8
  %40 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@", i64 0, i64 0))
          to label %91 unwind label %41

41:                                               ; preds = %39, %0
  %42 = catchswitch within none [label %43] unwind to caller

43:                                               ; preds = %41
  %44 = catchpad within %42 [i8* null, i32 64, i8* null]
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@LAAALIHH@aligned?5new?$CIhuge?$CJ?5threw?6?$AA@", i64 0, i64 0)) [ "funclet"(token %44) ]
  catchret from %44 to label %46

46:                                               ; preds = %43
  br label %47

47:                                               ; preds = %46, %91
  %48 = call noalias noundef i8* @"??_U@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef 10, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #9
  store i8* %48, i8** %4, align 8
  %49 = load i8*, i8** %4, align 8
  %50 = getelementptr inbounds i8, i8* %49, i64 9
  store i8 120, i8* %50, align 1
  %51 = load i8*, i8** %4, align 8
  %52 = getelementptr inbounds i8, i8* %51, i64 9
  %53 = load i8, i8* %52, align 1
  %54 = sext i8 %53 to i32
  %55 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@PCHAIMID@nothrow?5new?$FL?$FN?510?3?5?$CFc?6?$AA@", i64 0, i64 0), i32 noundef %54)
  %56 = load i8*, i8** %4, align 8
  call void @"??_V@YAXPEAXAEBUnothrow_t@std@@@Z"(i8* noundef %56, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #10
  %57 = call noalias noundef i8* @"??2@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef 4, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #9
  %58 = icmp eq i8* %57, null
  store i1 false, i1* %7, align 1
  br i1 %58, label %61, label %59

59:                                               ; preds = %47
  store i8* %57, i8** %6, align 8
  store i1 true, i1* %7, align 1
  %60 = bitcast i8* %57 to i32*
  store i32 5, i32* %60, align 4
  br label %61

61:                                               ; preds = %59, %47
  %62 = phi i32* [ %60, %59 ], [ null, %47 ]
  store i32* %62, i32** %5, align 8
  %63 = load i32*, i32** %5, align 8
  %64 = load i32, i32* %63, align 4
  %65 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@NMHLCKJD@nothrow?5new?5int?3?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %64)
  %66 = load i32*, i32** %5, align 8
  %67 = bitcast i32* %66 to i8*
  call void @"??3@YAXPEAXAEBUnothrow_t@std@@@Z"(i8* noundef %67, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #10
  %68 = call noalias noundef nonnull align 256 i8* @"??2@YAPEAX_KW4align_val_t@std@@@Z"(i64 noundef 100, i64 noundef 256) #8
  store i8* %68, i8** %8, align 8
  %69 = load i8*, i8** %8, align 8
  %70 = call noundef i32 @"?aligned@@YAHPEAX_K@Z"(i8* noundef %69, i64 noundef 256)
  %71 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@PDGHFOOP@new?$CI100?0?5256?$CJ?5aligned?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %70)
  %72 = load i8*, i8** %8, align 8
  call void @"??3@YAXPEAX_KW4align_val_t@std@@@Z"(i8* noundef %72, i64 noundef 100, i64 noundef 256) #10
  %73 = call noalias noundef nonnull align 512 i8* @"??_U@YAPEAX_KW4align_val_t@std@@@Z"(i64 noundef 100, i64 noundef 512) #8
  store i8* %73, i8** %8, align 8
  %74 = load i8*, i8** %8, align 8
  %75 = call noundef i32 @"?aligned@@YAHPEAX_K@Z"(i8* noundef %74, i64 noundef 512)
  %76 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@KCBPAFFN@new?$FL?$FN?$CI100?0?5512?$CJ?5aligned?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %75)
  %77 = load i8*, i8** %8, align 8
  call void @"??_V@YAXPEAX_KW4align_val_t@std@@@Z"(i8* noundef %77, i64 noundef 100, i64 noundef 512) #10
  %78 = call noalias noundef align 128 i8* @"??2@YAPEAX_KW4align_val_t@std@@AEBUnothrow_t@1@@Z"(i64 noundef 8, i64 noundef 128, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #7
  store i8* %78, i8** %8, align 8
  %79 = load i8*, i8** %8, align 8
  %80 = call noundef i32 @"?aligned@@YAHPEAX_K@Z"(i8* noundef %79, i64 noundef 128)
  %81 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @"??_C@_0CA@ILADNKNI@nothrow?5new?$CI8?0?5128?$CJ?5aligned?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %80)
  %82 = load i8*, i8** %8, align 8
  call void @"??3@YAXPEAXW4align_val_t@std@@AEBUnothrow_t@1@@Z"(i8* noundef %82, i64 noundef 128, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #10
  %83 = call noalias noundef align 64 i8* @"??_U@YAPEAX_KW4align_val_t@std@@AEBUnothrow_t@1@@Z"(i64 noundef 8, i64 noundef 64, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #7
  store i8* %83, i8** %8, align 8
  %84 = load i8*, i8** %8, align 8
  %85 = call noundef i32 @"?aligned@@YAHPEAX_K@Z"(i8* noundef %84, i64 noundef 64)
  %86 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@MJLHNBHI@nothrow?5new?$FL?$FN?$CI8?0?564?$CJ?5aligned?5?$CFd?6@", i64 0, i64 0), i32 noundef %85)
  %87 = load i8*, i8** %8, align 8
  call void @"??_V@YAXPEAXW4align_val_t@std@@AEBUnothrow_t@1@@Z"(i8* noundef %87, i64 noundef 64, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #10
  %88 = call noalias noundef nonnull align 64 i8* @"??_U@YAPEAX_KW4align_val_t@std@@@Z"(i64 noundef 8, i64 noundef 64) #8
  store i8* %88, i8** %8, align 8
  %89 = load i8*, i8** %8, align 8
  call void @"??_V@YAXPEAXW4align_val_t@std@@@Z"(i8* noundef %89, i64 noundef 64) #10
  %90 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05KJDAJCPN@done?6?$AA@", i64 0, i64 0))
  ret i32 0

91:                                               ; preds = %39
  br label %47
}

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef i8* @"??2@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #1

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef i8* @"??_U@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #1

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef i8* @"??2@YAPEAX_KW4align_val_t@std@@AEBUnothrow_t@1@@Z"(i64 noundef, i64 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #1

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef i8* @"??_U@YAPEAX_KW4align_val_t@std@@AEBUnothrow_t@1@@Z"(i64 noundef, i64 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #1

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @"??2@YAPEAX_KW4align_val_t@std@@@Z"(i64 noundef, i64 noundef) #3

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPEAXAEBUnothrow_t@std@@@Z"(i8* noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #4

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAXAEBUnothrow_t@std@@@Z"(i8* noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"?aligned@@YAHPEAX_K@Z"(i8* noundef %0, i64 noundef %1) #5 {
  %3 = alloca i64, align 8
  %4 = alloca i8*, align 8
  store i64 %1, i64* %3, align 8
  store i8* %0, i8** %4, align 8
  %5 = load i8*, i8** %4, align 8
  %6 = icmp ne i8* %5, null
  br i1 %6, label %7, label %14

7:                                                ; preds = %2
  %8 = load i8*, i8** %4, align 8
  %9 = ptrtoint i8* %8 to i64
  %10 = load i64, i64* %3, align 8
  %11 = sub i64 %10, 1
  %12 = and i64 %9, %11
  %13 = icmp eq i64 %12, 0
  br label %14

14:                                               ; preds = %7, %2
  %15 = phi i1 [ false, %2 ], [ %13, %7 ]
  %16 = zext i1 %15 to i32
  ret i32 %16
}

; Function Attrs: nounwind
declare dso_local void @"??3@YAXPEAX_KW4align_val_t@std@@@Z"(i8* noundef, i64 noundef, i64 noundef) #6

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @"??_U@YAPEAX_KW4align_val_t@std@@@Z"(i64 noundef, i64 noundef) #3

; Function Attrs: nounwind
declare dso_local void @"??_V@YAXPEAX_KW4align_val_t@std@@@Z"(i8* noundef, i64 noundef, i64 noundef) #6

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAXW4align_val_t@std@@AEBUnothrow_t@1@@Z"(i8* noundef, i64 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #4

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPEAXW4align_val_t@std@@AEBUnothrow_t@1@@Z"(i8* noundef, i64 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #4

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPEAXW4align_val_t@std@@@Z"(i8* noundef, i64 noundef) #4

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nobuiltin nounwind allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { allocsize(0) }
attributes #9 = { builtin nounwind allocsize(0) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
