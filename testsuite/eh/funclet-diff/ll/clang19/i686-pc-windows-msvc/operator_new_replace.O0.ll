; ModuleID = 'operator_new_replace.cpp'
source_filename = "operator_new_replace.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%"struct.std::nothrow_t" = type { i8 }
%struct.Obj = type { i32 }

$"??1Obj@@QAE@XZ" = comdat any

$"??_C@_0CA@EDCIKAGF@?5?5replaced?5new?5fails?3?5throws?57?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0BB@MGOFAKAM@new?5int?5?1?5delete?$AA@" = comdat any

$"??_C@_0BG@HHGKNFHP@new?5int?$FL3?$FN?5?1?5delete?$FL?$FN?$AA@" = comdat any

$"??_C@_0BO@ONMDBCEO@new?5Obj?$FL2?$FN?5?1?5delete?$FL?$FN?5?$CIsized?$CJ?$AA@" = comdat any

$"??_C@_07PPACKNHC@a?5block?$AA@" = comdat any

$"??_C@_04MLLLIHIP@null?$AA@" = comdat any

$"??_C@_0BB@OCAFGLKN@nothrow?5new?3?5?$CFs?6?$AA@" = comdat any

$"??_C@_0BN@NECHPNJN@nothrow?5new?5?1?5nothrow?5delete?$AA@" = comdat any

$"??_C@_0BD@IJANANAB@nothrow?5new?$FL?$FN?3?5?$CFs?6?$AA@" = comdat any

$"??_C@_0CB@NHBCCIIP@nothrow?5new?$FL?$FN?5?1?5nothrow?5delete?$FL?$FN@" = comdat any

$"??_C@_0CB@HPMPOIEF@nothrow?5new?5when?5new?5throws?3?5?$CFs?6@" = comdat any

$"??_C@_0CD@CJIIEHNO@nothrow?5new?$FL?$FN?5when?5new?5throws?3?5?$CF@" = comdat any

$"??_C@_0BG@FNLIFJKM@failing?5nothrow?5forms?$AA@" = comdat any

$"??_C@_0BA@EEEMKHBD@not?5reached?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BC@OGIEICDG@new?5int?5threw?5?$CFd?6?$AA@" = comdat any

$"??_C@_0N@IDHOFFEO@throwing?5new?$AA@" = comdat any

$"??_C@_0BJ@LNNKDFMN@aligned?5new?3?5aligned?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CD@NPCGDCNI@aligned?5new?5?1?5sized?5aligned?5dele@" = comdat any

$"??_C@_0BL@EAHLCLGB@aligned?5new?$FL?$FN?3?5aligned?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CB@LNCKFBCO@aligned?5new?$FL?$FN?5?1?5aligned?5delete?$FL?$FN@" = comdat any

$"??_C@_0CF@LMGFBGEP@nothrow?5aligned?5new?3?5?$CFs?0?5aligned@" = comdat any

$"??_C@_0CF@JGFFNCLO@nothrow?5aligned?5new?5?1?5aligned?5de@" = comdat any

$"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@" = comdat any

$"??_C@_0L@MDDPIAJM@?5?5?$HOObj?5?$CFd?6?$AA@" = comdat any

@news = internal global i32 0, align 4
@fail_next = internal global i8 0, align 1
@"??_C@_0CA@EDCIKAGF@?5?5replaced?5new?5fails?3?5throws?57?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [32 x i8] c"  replaced new fails: throws 7\0A\00", comdat, align 1
@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0H@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1H }, section ".xdata", comdat
@deletes = internal global i32 0, align 4
@anews = internal global i32 0, align 4
@adeletes = internal global i32 0, align 4
@"?sink@@3RAXA" = dso_local global ptr null, align 4
@"??_C@_0BB@MGOFAKAM@new?5int?5?1?5delete?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"new int / delete\00", comdat, align 1
@"??_C@_0BG@HHGKNFHP@new?5int?$FL3?$FN?5?1?5delete?$FL?$FN?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"new int[3] / delete[]\00", comdat, align 1
@"??_C@_0BO@ONMDBCEO@new?5Obj?$FL2?$FN?5?1?5delete?$FL?$FN?5?$CIsized?$CJ?$AA@" = linkonce_odr dso_local unnamed_addr constant [30 x i8] c"new Obj[2] / delete[] (sized)\00", comdat, align 1
@"?nothrow@std@@3Unothrow_t@1@B" = external dso_local global %"struct.std::nothrow_t", align 1
@"??_C@_07PPACKNHC@a?5block?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"a block\00", comdat, align 1
@"??_C@_04MLLLIHIP@null?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"null\00", comdat, align 1
@"??_C@_0BB@OCAFGLKN@nothrow?5new?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"nothrow new: %s\0A\00", comdat, align 1
@"??_C@_0BN@NECHPNJN@nothrow?5new?5?1?5nothrow?5delete?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"nothrow new / nothrow delete\00", comdat, align 1
@"??_C@_0BD@IJANANAB@nothrow?5new?$FL?$FN?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"nothrow new[]: %s\0A\00", comdat, align 1
@"??_C@_0CB@NHBCCIIP@nothrow?5new?$FL?$FN?5?1?5nothrow?5delete?$FL?$FN@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"nothrow new[] / nothrow delete[]\00", comdat, align 1
@"??_C@_0CB@HPMPOIEF@nothrow?5new?5when?5new?5throws?3?5?$CFs?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"nothrow new when new throws: %s\0A\00", comdat, align 1
@"??_C@_0CD@CJIIEHNO@nothrow?5new?$FL?$FN?5when?5new?5throws?3?5?$CF@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"nothrow new[] when new throws: %s\0A\00", comdat, align 1
@"??_C@_0BG@FNLIFJKM@failing?5nothrow?5forms?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"failing nothrow forms\00", comdat, align 1
@"??_C@_0BA@EEEMKHBD@not?5reached?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"not reached %d\0A\00", comdat, align 1
@"??_C@_0BC@OGIEICDG@new?5int?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"new int threw %d\0A\00", comdat, align 1
@"??_C@_0N@IDHOFFEO@throwing?5new?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"throwing new\00", comdat, align 1
@"??_C@_0BJ@LNNKDFMN@aligned?5new?3?5aligned?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"aligned new: aligned %d\0A\00", comdat, align 1
@"??_C@_0CD@NPCGDCNI@aligned?5new?5?1?5sized?5aligned?5dele@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"aligned new / sized aligned delete\00", comdat, align 1
@"??_C@_0BL@EAHLCLGB@aligned?5new?$FL?$FN?3?5aligned?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"aligned new[]: aligned %d\0A\00", comdat, align 1
@"??_C@_0CB@LNCKFBCO@aligned?5new?$FL?$FN?5?1?5aligned?5delete?$FL?$FN@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"aligned new[] / aligned delete[]\00", comdat, align 1
@"??_C@_0CF@LMGFBGEP@nothrow?5aligned?5new?3?5?$CFs?0?5aligned@" = linkonce_odr dso_local unnamed_addr constant [37 x i8] c"nothrow aligned new: %s, aligned %d\0A\00", comdat, align 1
@"??_C@_0CF@JGFFNCLO@nothrow?5aligned?5new?5?1?5aligned?5de@" = linkonce_odr dso_local unnamed_addr constant [37 x i8] c"nothrow aligned new / aligned delete\00", comdat, align 1
@used = internal global i32 0, align 4
@pool = internal global [4096 x i8] zeroinitializer, align 128
@"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@" = linkonce_odr dso_local unnamed_addr constant [55 x i8] c"%s: new %d delete %d aligned new %d aligned delete %d\0A\00", comdat, align 1
@"??_C@_0L@MDDPIAJM@?5?5?$HOObj?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"  ~Obj %d\0A\00", comdat, align 1

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define dso_local noundef nonnull ptr @"??2@YAPAXI@Z"(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr @news, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @news, align 4
  %6 = load i8, ptr @fail_next, align 1
  %7 = trunc i8 %6 to i1
  br i1 %7, label %8, label %10

8:                                                ; preds = %1
  store i8 0, ptr @fail_next, align 1
  %9 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CA@EDCIKAGF@?5?5replaced?5new?5fails?3?5throws?57?6?$AA@")
  store i32 7, ptr %3, align 4
  call void @_CxxThrowException(ptr %3, ptr @_TI1H) #9
  unreachable

10:                                               ; preds = %1
  %11 = load i32, ptr %2, align 4
  %12 = call noundef ptr @"?take@@YAPAXII@Z"(i32 noundef %11, i32 noundef 16)
  ret ptr %12
}

declare dso_local i32 @printf(ptr noundef, ...) #1

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef ptr @"?take@@YAPAXII@Z"(i32 noundef %0, i32 noundef %1) #2 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  %6 = load i32, ptr @used, align 4
  %7 = load i32, ptr %3, align 4
  %8 = add i32 %6, %7
  %9 = sub i32 %8, 1
  %10 = load i32, ptr %3, align 4
  %11 = udiv i32 %9, %10
  %12 = load i32, ptr %3, align 4
  %13 = mul i32 %11, %12
  store i32 %13, ptr @used, align 4
  %14 = load i32, ptr @used, align 4
  %15 = getelementptr inbounds i8, ptr @pool, i32 %14
  store ptr %15, ptr %5, align 4
  %16 = load i32, ptr %4, align 4
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %20

18:                                               ; preds = %2
  %19 = load i32, ptr %4, align 4
  br label %21

20:                                               ; preds = %2
  br label %21

21:                                               ; preds = %20, %18
  %22 = phi i32 [ %19, %18 ], [ 1, %20 ]
  %23 = load i32, ptr @used, align 4
  %24 = add i32 %23, %22
  store i32 %24, ptr @used, align 4
  %25 = load ptr, ptr %5, align 4
  ret ptr %25
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define dso_local void @"??3@YAXPAX@Z"(ptr noundef %0) #3 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = icmp ne ptr %3, null
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, ptr @deletes, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr @deletes, align 4
  br label %8

8:                                                ; preds = %5, %1
  ret void
}

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define dso_local noundef nonnull ptr @"??2@YAPAXIW4align_val_t@std@@@Z"(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  %5 = load i32, ptr @anews, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @anews, align 4
  %7 = load i32, ptr %3, align 4
  %8 = load i32, ptr %4, align 4
  %9 = call noundef ptr @"?take@@YAPAXII@Z"(i32 noundef %8, i32 noundef %7)
  ret ptr %9
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define dso_local void @"??3@YAXPAXW4align_val_t@std@@@Z"(ptr noundef %0, i32 noundef %1) #3 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = load i32, ptr @adeletes, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @adeletes, align 4
  br label %10

10:                                               ; preds = %7, %2
  ret void
}

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #4 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i1, align 1
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  %10 = alloca ptr, align 4
  %11 = alloca i1, align 1
  %12 = alloca ptr, align 4
  %13 = alloca ptr, align 4
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 4
  %16 = alloca ptr, align 4
  %17 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %18 = call noalias noundef nonnull ptr @"??2@YAPAXI@Z"(i32 noundef 4) #10
  store i32 1, ptr %18, align 4
  store ptr %18, ptr %2, align 4
  %19 = load ptr, ptr %2, align 4
  store volatile ptr %19, ptr @"?sink@@3RAXA", align 4
  %20 = load ptr, ptr %2, align 4
  %21 = icmp eq ptr %20, null
  br i1 %21, label %23, label %22

22:                                               ; preds = %0
  call void @"??3@YAXPAXI@Z"(ptr noundef %20, i32 noundef 4) #11
  br label %23

23:                                               ; preds = %22, %0
  call void @"?counts@@YAXPBD@Z"(ptr noundef @"??_C@_0BB@MGOFAKAM@new?5int?5?1?5delete?$AA@")
  %24 = call noalias noundef nonnull ptr @"??_U@YAPAXI@Z"(i32 noundef 12) #10
  store ptr %24, ptr %3, align 4
  %25 = load ptr, ptr %3, align 4
  store volatile ptr %25, ptr @"?sink@@3RAXA", align 4
  %26 = load ptr, ptr %3, align 4
  %27 = icmp eq ptr %26, null
  br i1 %27, label %29, label %28

28:                                               ; preds = %23
  call void @"??_V@YAXPAX@Z"(ptr noundef %26) #11
  br label %29

29:                                               ; preds = %28, %23
  call void @"?counts@@YAXPBD@Z"(ptr noundef @"??_C@_0BG@HHGKNFHP@new?5int?$FL3?$FN?5?1?5delete?$FL?$FN?$AA@")
  %30 = call noalias noundef nonnull ptr @"??_U@YAPAXI@Z"(i32 noundef 12) #10
  store i32 2, ptr %30, align 4
  %31 = getelementptr inbounds i8, ptr %30, i32 4
  %32 = getelementptr inbounds %struct.Obj, ptr %31, i32 0, i32 0
  store i32 1, ptr %32, align 4
  %33 = getelementptr inbounds %struct.Obj, ptr %31, i32 1
  %34 = getelementptr inbounds %struct.Obj, ptr %33, i32 0, i32 0
  store i32 2, ptr %34, align 4
  %35 = getelementptr inbounds %struct.Obj, ptr %33, i32 1
  store ptr %31, ptr %4, align 4
  %36 = load ptr, ptr %4, align 4
  store volatile ptr %36, ptr @"?sink@@3RAXA", align 4
  %37 = load ptr, ptr %4, align 4
  %38 = icmp eq ptr %37, null
  br i1 %38, label %51, label %39

39:                                               ; preds = %29
  %40 = getelementptr inbounds i8, ptr %37, i32 -4
  %41 = load i32, ptr %40, align 4
  %42 = getelementptr inbounds %struct.Obj, ptr %37, i32 %41
  %43 = icmp eq ptr %37, %42
  br i1 %43, label %48, label %44

44:                                               ; preds = %44, %39
  %45 = phi ptr [ %42, %39 ], [ %46, %44 ]
  %46 = getelementptr inbounds %struct.Obj, ptr %45, i32 -1
  call x86_thiscallcc void @"??1Obj@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %46) #12
  %47 = icmp eq ptr %46, %37
  br i1 %47, label %48, label %44

48:                                               ; preds = %44, %39
  %49 = mul i32 4, %41
  %50 = add i32 %49, 4
  call void @"??_V@YAXPAXI@Z"(ptr noundef %40, i32 noundef %50) #11
  br label %51

51:                                               ; preds = %48, %29
  call void @"?counts@@YAXPBD@Z"(ptr noundef @"??_C@_0BO@ONMDBCEO@new?5Obj?$FL2?$FN?5?1?5delete?$FL?$FN?5?$CIsized?$CJ?$AA@")
  %52 = call noalias noundef ptr @"??2@YAPAXIABUnothrow_t@std@@@Z"(i32 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #13
  %53 = icmp eq ptr %52, null
  store i1 false, ptr %7, align 1
  br i1 %53, label %55, label %54

54:                                               ; preds = %51
  store ptr %52, ptr %6, align 4
  store i1 true, ptr %7, align 1
  store i32 2, ptr %52, align 4
  br label %55

55:                                               ; preds = %54, %51
  %56 = phi ptr [ %52, %54 ], [ null, %51 ]
  store ptr %56, ptr %5, align 4
  %57 = load ptr, ptr %5, align 4
  store volatile ptr %57, ptr @"?sink@@3RAXA", align 4
  %58 = load ptr, ptr %5, align 4
  %59 = icmp ne ptr %58, null
  %60 = zext i1 %59 to i64
  %61 = select i1 %59, ptr @"??_C@_07PPACKNHC@a?5block?$AA@", ptr @"??_C@_04MLLLIHIP@null?$AA@"
  %62 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@OCAFGLKN@nothrow?5new?3?5?$CFs?6?$AA@", ptr noundef %61)
  %63 = load ptr, ptr %5, align 4
  call void @"??3@YAXPAXABUnothrow_t@std@@@Z"(ptr noundef %63, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #12
  call void @"?counts@@YAXPBD@Z"(ptr noundef @"??_C@_0BN@NECHPNJN@nothrow?5new?5?1?5nothrow?5delete?$AA@")
  %64 = call noalias noundef ptr @"??_U@YAPAXIABUnothrow_t@std@@@Z"(i32 noundef 5, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #13
  store ptr %64, ptr %8, align 4
  %65 = load ptr, ptr %8, align 4
  store volatile ptr %65, ptr @"?sink@@3RAXA", align 4
  %66 = load ptr, ptr %8, align 4
  %67 = icmp ne ptr %66, null
  %68 = zext i1 %67 to i64
  %69 = select i1 %67, ptr @"??_C@_07PPACKNHC@a?5block?$AA@", ptr @"??_C@_04MLLLIHIP@null?$AA@"
  %70 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BD@IJANANAB@nothrow?5new?$FL?$FN?3?5?$CFs?6?$AA@", ptr noundef %69)
  %71 = load ptr, ptr %8, align 4
  call void @"??_V@YAXPAXABUnothrow_t@std@@@Z"(ptr noundef %71, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #12
  call void @"?counts@@YAXPBD@Z"(ptr noundef @"??_C@_0CB@NHBCCIIP@nothrow?5new?$FL?$FN?5?1?5nothrow?5delete?$FL?$FN@")
  store i8 1, ptr @fail_next, align 1
  %72 = call noalias noundef ptr @"??2@YAPAXIABUnothrow_t@std@@@Z"(i32 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #13
  %73 = icmp eq ptr %72, null
  store i1 false, ptr %11, align 1
  br i1 %73, label %75, label %74

74:                                               ; preds = %55
  store ptr %72, ptr %10, align 4
  store i1 true, ptr %11, align 1
  store i32 3, ptr %72, align 4
  br label %75

75:                                               ; preds = %74, %55
  %76 = phi ptr [ %72, %74 ], [ null, %55 ]
  store ptr %76, ptr %9, align 4
  %77 = load ptr, ptr %9, align 4
  store volatile ptr %77, ptr @"?sink@@3RAXA", align 4
  %78 = load ptr, ptr %9, align 4
  %79 = icmp ne ptr %78, null
  %80 = zext i1 %79 to i64
  %81 = select i1 %79, ptr @"??_C@_07PPACKNHC@a?5block?$AA@", ptr @"??_C@_04MLLLIHIP@null?$AA@"
  %82 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CB@HPMPOIEF@nothrow?5new?5when?5new?5throws?3?5?$CFs?6@", ptr noundef %81)
  store i8 1, ptr @fail_next, align 1
  %83 = call noalias noundef ptr @"??_U@YAPAXIABUnothrow_t@std@@@Z"(i32 noundef 9, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #13
  store ptr %83, ptr %12, align 4
  %84 = load ptr, ptr %12, align 4
  store volatile ptr %84, ptr @"?sink@@3RAXA", align 4
  %85 = load ptr, ptr %12, align 4
  %86 = icmp ne ptr %85, null
  %87 = zext i1 %86 to i64
  %88 = select i1 %86, ptr @"??_C@_07PPACKNHC@a?5block?$AA@", ptr @"??_C@_04MLLLIHIP@null?$AA@"
  %89 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CD@CJIIEHNO@nothrow?5new?$FL?$FN?5when?5new?5throws?3?5?$CF@", ptr noundef %88)
  call void @"?counts@@YAXPBD@Z"(ptr noundef @"??_C@_0BG@FNLIFJKM@failing?5nothrow?5forms?$AA@")
  store i8 1, ptr @fail_next, align 1
  %90 = invoke noalias noundef nonnull ptr @"??2@YAPAXI@Z"(i32 noundef 4) #10
          to label %91 unwind label %96

91:                                               ; preds = %75
  store i32 4, ptr %90, align 4
  store ptr %90, ptr %13, align 4
  %92 = load ptr, ptr %13, align 4
  store volatile ptr %92, ptr @"?sink@@3RAXA", align 4
  %93 = load ptr, ptr %13, align 4
  %94 = load i32, ptr %93, align 4
  %95 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@EEEMKHBD@not?5reached?5?$CFd?6?$AA@", i32 noundef %94)
          to label %132 unwind label %96

96:                                               ; preds = %91, %75
  %97 = catchswitch within none [label %98] unwind to caller

98:                                               ; preds = %96
  %99 = catchpad within %97 [ptr @"??_R0H@8", i32 0, ptr %14]
  %100 = load i32, ptr %14, align 4
  %101 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@OGIEICDG@new?5int?5threw?5?$CFd?6?$AA@", i32 noundef %100) [ "funclet"(token %99) ]
  catchret from %99 to label %102

102:                                              ; preds = %98
  br label %103

103:                                              ; preds = %102, %132
  call void @"?counts@@YAXPBD@Z"(ptr noundef @"??_C@_0N@IDHOFFEO@throwing?5new?$AA@")
  %104 = call noalias noundef nonnull align 64 ptr @"??2@YAPAXIW4align_val_t@std@@@Z"(i32 noundef 8, i32 noundef 64) #14
  store ptr %104, ptr %15, align 4
  %105 = load ptr, ptr %15, align 4
  %106 = ptrtoint ptr %105 to i32
  %107 = and i32 %106, 63
  %108 = icmp eq i32 %107, 0
  %109 = zext i1 %108 to i32
  %110 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BJ@LNNKDFMN@aligned?5new?3?5aligned?5?$CFd?6?$AA@", i32 noundef %109)
  %111 = load ptr, ptr %15, align 4
  call void @"??3@YAXPAXIW4align_val_t@std@@@Z"(ptr noundef %111, i32 noundef 8, i32 noundef 64) #12
  call void @"?counts@@YAXPBD@Z"(ptr noundef @"??_C@_0CD@NPCGDCNI@aligned?5new?5?1?5sized?5aligned?5dele@")
  %112 = call noalias noundef nonnull align 32 ptr @"??_U@YAPAXIW4align_val_t@std@@@Z"(i32 noundef 40, i32 noundef 32) #14
  store ptr %112, ptr %16, align 4
  %113 = load ptr, ptr %16, align 4
  %114 = ptrtoint ptr %113 to i32
  %115 = and i32 %114, 31
  %116 = icmp eq i32 %115, 0
  %117 = zext i1 %116 to i32
  %118 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BL@EAHLCLGB@aligned?5new?$FL?$FN?3?5aligned?5?$CFd?6?$AA@", i32 noundef %117)
  %119 = load ptr, ptr %16, align 4
  call void @"??_V@YAXPAXW4align_val_t@std@@@Z"(ptr noundef %119, i32 noundef 32) #12
  call void @"?counts@@YAXPBD@Z"(ptr noundef @"??_C@_0CB@LNCKFBCO@aligned?5new?$FL?$FN?5?1?5aligned?5delete?$FL?$FN@")
  %120 = call noalias noundef align 128 ptr @"??2@YAPAXIW4align_val_t@std@@ABUnothrow_t@1@@Z"(i32 noundef 32, i32 noundef 128, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #15
  store ptr %120, ptr %17, align 4
  %121 = load ptr, ptr %17, align 4
  %122 = ptrtoint ptr %121 to i32
  %123 = and i32 %122, 127
  %124 = icmp eq i32 %123, 0
  %125 = zext i1 %124 to i32
  %126 = load ptr, ptr %17, align 4
  %127 = icmp ne ptr %126, null
  %128 = zext i1 %127 to i64
  %129 = select i1 %127, ptr @"??_C@_07PPACKNHC@a?5block?$AA@", ptr @"??_C@_04MLLLIHIP@null?$AA@"
  %130 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CF@LMGFBGEP@nothrow?5aligned?5new?3?5?$CFs?0?5aligned@", ptr noundef %129, i32 noundef %125)
  %131 = load ptr, ptr %17, align 4
  call void @"??3@YAXPAXW4align_val_t@std@@@Z"(ptr noundef %131, i32 noundef 128) #12
  call void @"?counts@@YAXPBD@Z"(ptr noundef @"??_C@_0CF@JGFFNCLO@nothrow?5aligned?5new?5?1?5aligned?5de@")
  ret i32 0

132:                                              ; preds = %91
  br label %103
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXI@Z"(ptr noundef, i32 noundef) #5

; Function Attrs: mustprogress noinline optnone
define internal void @"?counts@@YAXPBD@Z"(ptr noundef %0) #6 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load i32, ptr @adeletes, align 4
  %4 = load i32, ptr @anews, align 4
  %5 = load i32, ptr @deletes, align 4
  %6 = load i32, ptr @news, align 4
  %7 = load ptr, ptr %2, align 4
  %8 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", ptr noundef %7, i32 noundef %6, i32 noundef %5, i32 noundef %4, i32 noundef %3)
  store i32 0, ptr @adeletes, align 4
  store i32 0, ptr @anews, align 4
  store i32 0, ptr @deletes, align 4
  store i32 0, ptr @news, align 4
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @"??_U@YAPAXI@Z"(i32 noundef) #7

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPAX@Z"(ptr noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Obj@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Obj, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@MDDPIAJM@?5?5?$HOObj?5?$CFd?6?$AA@", i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #16 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPAXI@Z"(ptr noundef, i32 noundef) #5

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef ptr @"??2@YAPAXIABUnothrow_t@std@@@Z"(i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #8

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXABUnothrow_t@std@@@Z"(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) #5

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef ptr @"??_U@YAPAXIABUnothrow_t@std@@@Z"(i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #8

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPAXABUnothrow_t@std@@@Z"(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) #5

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXIW4align_val_t@std@@@Z"(ptr noundef, i32 noundef, i32 noundef) #5

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @"??_U@YAPAXIW4align_val_t@std@@@Z"(i32 noundef, i32 noundef) #7

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPAXW4align_val_t@std@@@Z"(ptr noundef, i32 noundef) #5

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef ptr @"??2@YAPAXIW4align_val_t@std@@ABUnothrow_t@1@@Z"(i32 noundef, i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #8

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress nobuiltin noinline optnone allocsize(0) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nobuiltin noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn }
attributes #10 = { builtin allocsize(0) }
attributes #11 = { builtin nounwind }
attributes #12 = { nounwind }
attributes #13 = { builtin nounwind allocsize(0) }
attributes #14 = { allocsize(0) }
attributes #15 = { nounwind allocsize(0) }
attributes #16 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
