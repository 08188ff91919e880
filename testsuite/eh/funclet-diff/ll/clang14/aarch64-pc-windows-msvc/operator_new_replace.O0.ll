; ModuleID = 'operator_new_replace.cpp'
source_filename = "operator_new_replace.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%"struct.std::nothrow_t" = type { i8 }
%struct.Obj = type { i32 }

$"??1Obj@@QEAA@XZ" = comdat any

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
@"??_C@_0CA@EDCIKAGF@?5?5replaced?5new?5fails?3?5throws?57?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [32 x i8] c"  replaced new fails: throws 7\0A\00", comdat, align 8
@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@deletes = internal global i32 0, align 4
@anews = internal global i32 0, align 4
@adeletes = internal global i32 0, align 4
@"?sink@@3REAXEA" = dso_local global i8* null, align 8
@"??_C@_0BB@MGOFAKAM@new?5int?5?1?5delete?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"new int / delete\00", comdat, align 8
@"??_C@_0BG@HHGKNFHP@new?5int?$FL3?$FN?5?1?5delete?$FL?$FN?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"new int[3] / delete[]\00", comdat, align 8
@"??_C@_0BO@ONMDBCEO@new?5Obj?$FL2?$FN?5?1?5delete?$FL?$FN?5?$CIsized?$CJ?$AA@" = linkonce_odr dso_local unnamed_addr constant [30 x i8] c"new Obj[2] / delete[] (sized)\00", comdat, align 8
@"?nothrow@std@@3Unothrow_t@1@B" = external dso_local global %"struct.std::nothrow_t", align 1
@"??_C@_07PPACKNHC@a?5block?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"a block\00", comdat, align 8
@"??_C@_04MLLLIHIP@null?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"null\00", comdat, align 4
@"??_C@_0BB@OCAFGLKN@nothrow?5new?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"nothrow new: %s\0A\00", comdat, align 8
@"??_C@_0BN@NECHPNJN@nothrow?5new?5?1?5nothrow?5delete?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"nothrow new / nothrow delete\00", comdat, align 8
@"??_C@_0BD@IJANANAB@nothrow?5new?$FL?$FN?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"nothrow new[]: %s\0A\00", comdat, align 8
@"??_C@_0CB@NHBCCIIP@nothrow?5new?$FL?$FN?5?1?5nothrow?5delete?$FL?$FN@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"nothrow new[] / nothrow delete[]\00", comdat, align 8
@"??_C@_0CB@HPMPOIEF@nothrow?5new?5when?5new?5throws?3?5?$CFs?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"nothrow new when new throws: %s\0A\00", comdat, align 8
@"??_C@_0CD@CJIIEHNO@nothrow?5new?$FL?$FN?5when?5new?5throws?3?5?$CF@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"nothrow new[] when new throws: %s\0A\00", comdat, align 8
@"??_C@_0BG@FNLIFJKM@failing?5nothrow?5forms?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"failing nothrow forms\00", comdat, align 8
@"??_C@_0BA@EEEMKHBD@not?5reached?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"not reached %d\0A\00", comdat, align 8
@"??_C@_0BC@OGIEICDG@new?5int?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"new int threw %d\0A\00", comdat, align 8
@"??_C@_0N@IDHOFFEO@throwing?5new?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"throwing new\00", comdat, align 8
@"??_C@_0BJ@LNNKDFMN@aligned?5new?3?5aligned?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"aligned new: aligned %d\0A\00", comdat, align 8
@"??_C@_0CD@NPCGDCNI@aligned?5new?5?1?5sized?5aligned?5dele@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"aligned new / sized aligned delete\00", comdat, align 8
@"??_C@_0BL@EAHLCLGB@aligned?5new?$FL?$FN?3?5aligned?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"aligned new[]: aligned %d\0A\00", comdat, align 8
@"??_C@_0CB@LNCKFBCO@aligned?5new?$FL?$FN?5?1?5aligned?5delete?$FL?$FN@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"aligned new[] / aligned delete[]\00", comdat, align 8
@"??_C@_0CF@LMGFBGEP@nothrow?5aligned?5new?3?5?$CFs?0?5aligned@" = linkonce_odr dso_local unnamed_addr constant [37 x i8] c"nothrow aligned new: %s, aligned %d\0A\00", comdat, align 8
@"??_C@_0CF@JGFFNCLO@nothrow?5aligned?5new?5?1?5aligned?5de@" = linkonce_odr dso_local unnamed_addr constant [37 x i8] c"nothrow aligned new / aligned delete\00", comdat, align 8
@used = internal global i64 0, align 8
@pool = internal global [4096 x i8] zeroinitializer, align 128
@"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@" = linkonce_odr dso_local unnamed_addr constant [55 x i8] c"%s: new %d delete %d aligned new %d aligned delete %d\0A\00", comdat, align 8
@"??_C@_0L@MDDPIAJM@?5?5?$HOObj?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"  ~Obj %d\0A\00", comdat, align 8

; Function Attrs: mustprogress nobuiltin noinline optnone uwtable allocsize(0)
define dso_local noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, i64* %2, align 8
  %4 = load i32, i32* @news, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @news, align 4
  %6 = load i8, i8* @fail_next, align 1
  %7 = trunc i8 %6 to i1
  br i1 %7, label %8, label %11

8:                                                ; preds = %1
  store i8 0, i8* @fail_next, align 1
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @"??_C@_0CA@EDCIKAGF@?5?5replaced?5new?5fails?3?5throws?57?6?$AA@", i64 0, i64 0))
  store i32 7, i32* %3, align 4
  %10 = bitcast i32* %3 to i8*
  call void @_CxxThrowException(i8* %10, %eh.ThrowInfo* @_TI1H) #11
  unreachable

11:                                               ; preds = %1
  %12 = load i64, i64* %2, align 8
  %13 = call noundef i8* @"?take@@YAPEAX_K0@Z"(i64 noundef %12, i64 noundef 16)
  ret i8* %13
}

declare dso_local i32 @printf(i8* noundef, ...) #1

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @"?take@@YAPEAX_K0@Z"(i64 noundef %0, i64 noundef %1) #2 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i8*, align 8
  store i64 %1, i64* %3, align 8
  store i64 %0, i64* %4, align 8
  %6 = load i64, i64* @used, align 8
  %7 = load i64, i64* %3, align 8
  %8 = add i64 %6, %7
  %9 = sub i64 %8, 1
  %10 = load i64, i64* %3, align 8
  %11 = udiv i64 %9, %10
  %12 = load i64, i64* %3, align 8
  %13 = mul i64 %11, %12
  store i64 %13, i64* @used, align 8
  %14 = load i64, i64* @used, align 8
  %15 = getelementptr inbounds i8, i8* getelementptr inbounds ([4096 x i8], [4096 x i8]* @pool, i64 0, i64 0), i64 %14
  store i8* %15, i8** %5, align 8
  %16 = load i64, i64* %4, align 8
  %17 = icmp ne i64 %16, 0
  br i1 %17, label %18, label %20

18:                                               ; preds = %2
  %19 = load i64, i64* %4, align 8
  br label %21

20:                                               ; preds = %2
  br label %21

21:                                               ; preds = %20, %18
  %22 = phi i64 [ %19, %18 ], [ 1, %20 ]
  %23 = load i64, i64* @used, align 8
  %24 = add i64 %23, %22
  store i64 %24, i64* @used, align 8
  %25 = load i8*, i8** %5, align 8
  ret i8* %25
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @"??3@YAXPEAX@Z"(i8* noundef %0) #3 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = load i8*, i8** %2, align 8
  %4 = icmp ne i8* %3, null
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, i32* @deletes, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* @deletes, align 4
  br label %8

8:                                                ; preds = %5, %1
  ret void
}

; Function Attrs: mustprogress nobuiltin noinline optnone uwtable allocsize(0)
define dso_local noundef nonnull i8* @"??2@YAPEAX_KW4align_val_t@std@@@Z"(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %1, i64* %3, align 8
  store i64 %0, i64* %4, align 8
  %5 = load i32, i32* @anews, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @anews, align 4
  %7 = load i64, i64* %3, align 8
  %8 = load i64, i64* %4, align 8
  %9 = call noundef i8* @"?take@@YAPEAX_K0@Z"(i64 noundef %8, i64 noundef %7)
  ret i8* %9
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @"??3@YAXPEAXW4align_val_t@std@@@Z"(i8* noundef %0, i64 noundef %1) #3 {
  %3 = alloca i64, align 8
  %4 = alloca i8*, align 8
  store i64 %1, i64* %3, align 8
  store i8* %0, i8** %4, align 8
  %5 = load i8*, i8** %4, align 8
  %6 = icmp ne i8* %5, null
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = load i32, i32* @adeletes, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @adeletes, align 4
  br label %10

10:                                               ; preds = %7, %2
  ret void
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #4 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32*, align 8
  %3 = alloca i32*, align 8
  %4 = alloca %struct.Obj*, align 8
  %5 = alloca %struct.Obj*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i1, align 1
  %9 = alloca i8*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i8*, align 8
  %12 = alloca i1, align 1
  %13 = alloca i8*, align 8
  %14 = alloca i32*, align 8
  %15 = alloca i32, align 4
  %16 = alloca i8*, align 8
  %17 = alloca i8*, align 8
  %18 = alloca i8*, align 8
  store i32 0, i32* %1, align 4
  %19 = call noalias noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef 4) #12
  %20 = bitcast i8* %19 to i32*
  store i32 1, i32* %20, align 4
  store i32* %20, i32** %2, align 8
  %21 = load i32*, i32** %2, align 8
  %22 = bitcast i32* %21 to i8*
  store volatile i8* %22, i8** @"?sink@@3REAXEA", align 8
  %23 = load i32*, i32** %2, align 8
  %24 = icmp eq i32* %23, null
  br i1 %24, label %27, label %25

25:                                               ; preds = %0
  %26 = bitcast i32* %23 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %26) #13
  br label %27

27:                                               ; preds = %25, %0
  call void @"?counts@@YAXPEBD@Z"(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@MGOFAKAM@new?5int?5?1?5delete?$AA@", i64 0, i64 0))
  %28 = call noalias noundef nonnull i8* @"??_U@YAPEAX_K@Z"(i64 noundef 12) #12
  %29 = bitcast i8* %28 to i32*
  store i32* %29, i32** %3, align 8
  %30 = load i32*, i32** %3, align 8
  %31 = bitcast i32* %30 to i8*
  store volatile i8* %31, i8** @"?sink@@3REAXEA", align 8
  %32 = load i32*, i32** %3, align 8
  %33 = icmp eq i32* %32, null
  br i1 %33, label %36, label %34

34:                                               ; preds = %27
  %35 = bitcast i32* %32 to i8*
  call void @"??_V@YAXPEAX@Z"(i8* noundef %35) #13
  br label %36

36:                                               ; preds = %34, %27
  call void @"?counts@@YAXPEBD@Z"(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@HHGKNFHP@new?5int?$FL3?$FN?5?1?5delete?$FL?$FN?$AA@", i64 0, i64 0))
  %37 = call noalias noundef nonnull i8* @"??_U@YAPEAX_K@Z"(i64 noundef 16) #12
  %38 = bitcast i8* %37 to i64*
  store i64 2, i64* %38, align 8
  %39 = getelementptr inbounds i8, i8* %37, i64 8
  %40 = bitcast i8* %39 to %struct.Obj*
  store %struct.Obj* %40, %struct.Obj** %5, align 8
  store %struct.Obj* %40, %struct.Obj** %5, align 8
  %41 = getelementptr inbounds %struct.Obj, %struct.Obj* %40, i32 0, i32 0
  store i32 1, i32* %41, align 8
  %42 = getelementptr inbounds %struct.Obj, %struct.Obj* %40, i64 1
  store %struct.Obj* %42, %struct.Obj** %5, align 8
  %43 = getelementptr inbounds %struct.Obj, %struct.Obj* %42, i32 0, i32 0
  store i32 2, i32* %43, align 4
  %44 = getelementptr inbounds %struct.Obj, %struct.Obj* %42, i64 1
  store %struct.Obj* %40, %struct.Obj** %4, align 8
  %45 = load %struct.Obj*, %struct.Obj** %4, align 8
  %46 = bitcast %struct.Obj* %45 to i8*
  store volatile i8* %46, i8** @"?sink@@3REAXEA", align 8
  %47 = load %struct.Obj*, %struct.Obj** %4, align 8
  %48 = icmp eq %struct.Obj* %47, null
  br i1 %48, label %61, label %49

49:                                               ; preds = %36
  %50 = bitcast %struct.Obj* %47 to i8*
  %51 = getelementptr inbounds i8, i8* %50, i64 -8
  %52 = bitcast i8* %51 to i64*
  %53 = load i64, i64* %52, align 4
  %54 = getelementptr inbounds %struct.Obj, %struct.Obj* %47, i64 %53
  %55 = icmp eq %struct.Obj* %47, %54
  br i1 %55, label %60, label %56

56:                                               ; preds = %56, %49
  %57 = phi %struct.Obj* [ %54, %49 ], [ %58, %56 ]
  %58 = getelementptr inbounds %struct.Obj, %struct.Obj* %57, i64 -1
  call void @"??1Obj@@QEAA@XZ"(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %58) #14
  %59 = icmp eq %struct.Obj* %58, %47
  br i1 %59, label %60, label %56

60:                                               ; preds = %56, %49
  call void @"??_V@YAXPEAX@Z"(i8* noundef %51) #13
  br label %61

61:                                               ; preds = %60, %36
  call void @"?counts@@YAXPEBD@Z"(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @"??_C@_0BO@ONMDBCEO@new?5Obj?$FL2?$FN?5?1?5delete?$FL?$FN?5?$CIsized?$CJ?$AA@", i64 0, i64 0))
  %62 = call noalias noundef i8* @"??2@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef 4, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #15
  %63 = icmp eq i8* %62, null
  store i1 false, i1* %8, align 1
  br i1 %63, label %66, label %64

64:                                               ; preds = %61
  store i8* %62, i8** %7, align 8
  store i1 true, i1* %8, align 1
  %65 = bitcast i8* %62 to i32*
  store i32 2, i32* %65, align 4
  br label %66

66:                                               ; preds = %64, %61
  %67 = phi i32* [ %65, %64 ], [ null, %61 ]
  store i32* %67, i32** %6, align 8
  %68 = load i32*, i32** %6, align 8
  %69 = bitcast i32* %68 to i8*
  store volatile i8* %69, i8** @"?sink@@3REAXEA", align 8
  %70 = load i32*, i32** %6, align 8
  %71 = icmp ne i32* %70, null
  %72 = zext i1 %71 to i64
  %73 = select i1 %71, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07PPACKNHC@a?5block?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MLLLIHIP@null?$AA@", i64 0, i64 0)
  %74 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@OCAFGLKN@nothrow?5new?3?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %73)
  %75 = load i32*, i32** %6, align 8
  %76 = bitcast i32* %75 to i8*
  call void @"??3@YAXPEAXAEBUnothrow_t@std@@@Z"(i8* noundef %76, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #14
  call void @"?counts@@YAXPEBD@Z"(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @"??_C@_0BN@NECHPNJN@nothrow?5new?5?1?5nothrow?5delete?$AA@", i64 0, i64 0))
  %77 = call noalias noundef i8* @"??_U@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef 5, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #15
  store i8* %77, i8** %9, align 8
  %78 = load i8*, i8** %9, align 8
  store volatile i8* %78, i8** @"?sink@@3REAXEA", align 8
  %79 = load i8*, i8** %9, align 8
  %80 = icmp ne i8* %79, null
  %81 = zext i1 %80 to i64
  %82 = select i1 %80, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07PPACKNHC@a?5block?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MLLLIHIP@null?$AA@", i64 0, i64 0)
  %83 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@IJANANAB@nothrow?5new?$FL?$FN?3?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %82)
  %84 = load i8*, i8** %9, align 8
  call void @"??_V@YAXPEAXAEBUnothrow_t@std@@@Z"(i8* noundef %84, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #14
  call void @"?counts@@YAXPEBD@Z"(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@NHBCCIIP@nothrow?5new?$FL?$FN?5?1?5nothrow?5delete?$FL?$FN@", i64 0, i64 0))
  store i8 1, i8* @fail_next, align 1
  %85 = call noalias noundef i8* @"??2@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef 4, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #15
  %86 = icmp eq i8* %85, null
  store i1 false, i1* %12, align 1
  br i1 %86, label %89, label %87

87:                                               ; preds = %66
  store i8* %85, i8** %11, align 8
  store i1 true, i1* %12, align 1
  %88 = bitcast i8* %85 to i32*
  store i32 3, i32* %88, align 4
  br label %89

89:                                               ; preds = %87, %66
  %90 = phi i32* [ %88, %87 ], [ null, %66 ]
  store i32* %90, i32** %10, align 8
  %91 = load i32*, i32** %10, align 8
  %92 = bitcast i32* %91 to i8*
  store volatile i8* %92, i8** @"?sink@@3REAXEA", align 8
  %93 = load i32*, i32** %10, align 8
  %94 = icmp ne i32* %93, null
  %95 = zext i1 %94 to i64
  %96 = select i1 %94, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07PPACKNHC@a?5block?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MLLLIHIP@null?$AA@", i64 0, i64 0)
  %97 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@HPMPOIEF@nothrow?5new?5when?5new?5throws?3?5?$CFs?6@", i64 0, i64 0), i8* noundef %96)
  store i8 1, i8* @fail_next, align 1
  %98 = call noalias noundef i8* @"??_U@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef 9, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #15
  store i8* %98, i8** %13, align 8
  %99 = load i8*, i8** %13, align 8
  store volatile i8* %99, i8** @"?sink@@3REAXEA", align 8
  %100 = load i8*, i8** %13, align 8
  %101 = icmp ne i8* %100, null
  %102 = zext i1 %101 to i64
  %103 = select i1 %101, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07PPACKNHC@a?5block?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MLLLIHIP@null?$AA@", i64 0, i64 0)
  %104 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @"??_C@_0CD@CJIIEHNO@nothrow?5new?$FL?$FN?5when?5new?5throws?3?5?$CF@", i64 0, i64 0), i8* noundef %103)
  call void @"?counts@@YAXPEBD@Z"(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@FNLIFJKM@failing?5nothrow?5forms?$AA@", i64 0, i64 0))
  store i8 1, i8* @fail_next, align 1
  %105 = invoke noalias noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef 4) #12
          to label %106 unwind label %113

106:                                              ; preds = %89
  %107 = bitcast i8* %105 to i32*
  store i32 4, i32* %107, align 4
  store i32* %107, i32** %14, align 8
  %108 = load i32*, i32** %14, align 8
  %109 = bitcast i32* %108 to i8*
  store volatile i8* %109, i8** @"?sink@@3REAXEA", align 8
  %110 = load i32*, i32** %14, align 8
  %111 = load i32, i32* %110, align 4
  %112 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@EEEMKHBD@not?5reached?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %111)
          to label %149 unwind label %113

113:                                              ; preds = %106, %89
  %114 = catchswitch within none [label %115] unwind to caller

115:                                              ; preds = %113
  %116 = catchpad within %114 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %15]
  %117 = load i32, i32* %15, align 4
  %118 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@OGIEICDG@new?5int?5threw?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %117) [ "funclet"(token %116) ]
  catchret from %116 to label %119

119:                                              ; preds = %115
  br label %120

120:                                              ; preds = %119, %149
  call void @"?counts@@YAXPEBD@Z"(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@IDHOFFEO@throwing?5new?$AA@", i64 0, i64 0))
  %121 = call noalias noundef nonnull align 64 i8* @"??2@YAPEAX_KW4align_val_t@std@@@Z"(i64 noundef 8, i64 noundef 64) #16
  store i8* %121, i8** %16, align 8
  %122 = load i8*, i8** %16, align 8
  %123 = ptrtoint i8* %122 to i64
  %124 = and i64 %123, 63
  %125 = icmp eq i64 %124, 0
  %126 = zext i1 %125 to i32
  %127 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@LNNKDFMN@aligned?5new?3?5aligned?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %126)
  %128 = load i8*, i8** %16, align 8
  call void @"??3@YAXPEAX_KW4align_val_t@std@@@Z"(i8* noundef %128, i64 noundef 8, i64 noundef 64) #14
  call void @"?counts@@YAXPEBD@Z"(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @"??_C@_0CD@NPCGDCNI@aligned?5new?5?1?5sized?5aligned?5dele@", i64 0, i64 0))
  %129 = call noalias noundef nonnull align 32 i8* @"??_U@YAPEAX_KW4align_val_t@std@@@Z"(i64 noundef 40, i64 noundef 32) #16
  store i8* %129, i8** %17, align 8
  %130 = load i8*, i8** %17, align 8
  %131 = ptrtoint i8* %130 to i64
  %132 = and i64 %131, 31
  %133 = icmp eq i64 %132, 0
  %134 = zext i1 %133 to i32
  %135 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@EAHLCLGB@aligned?5new?$FL?$FN?3?5aligned?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %134)
  %136 = load i8*, i8** %17, align 8
  call void @"??_V@YAXPEAXW4align_val_t@std@@@Z"(i8* noundef %136, i64 noundef 32) #14
  call void @"?counts@@YAXPEBD@Z"(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@LNCKFBCO@aligned?5new?$FL?$FN?5?1?5aligned?5delete?$FL?$FN@", i64 0, i64 0))
  %137 = call noalias noundef align 128 i8* @"??2@YAPEAX_KW4align_val_t@std@@AEBUnothrow_t@1@@Z"(i64 noundef 32, i64 noundef 128, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #17
  store i8* %137, i8** %18, align 8
  %138 = load i8*, i8** %18, align 8
  %139 = ptrtoint i8* %138 to i64
  %140 = and i64 %139, 127
  %141 = icmp eq i64 %140, 0
  %142 = zext i1 %141 to i32
  %143 = load i8*, i8** %18, align 8
  %144 = icmp ne i8* %143, null
  %145 = zext i1 %144 to i64
  %146 = select i1 %144, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07PPACKNHC@a?5block?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MLLLIHIP@null?$AA@", i64 0, i64 0)
  %147 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @"??_C@_0CF@LMGFBGEP@nothrow?5aligned?5new?3?5?$CFs?0?5aligned@", i64 0, i64 0), i8* noundef %146, i32 noundef %142)
  %148 = load i8*, i8** %18, align 8
  call void @"??3@YAXPEAXW4align_val_t@std@@@Z"(i8* noundef %148, i64 noundef 128) #14
  call void @"?counts@@YAXPEBD@Z"(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @"??_C@_0CF@JGFFNCLO@nothrow?5aligned?5new?5?1?5aligned?5de@", i64 0, i64 0))
  ret i32 0

149:                                              ; preds = %106
  br label %120
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?counts@@YAXPEBD@Z"(i8* noundef %0) #5 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = load i32, i32* @adeletes, align 4
  %4 = load i32, i32* @anews, align 4
  %5 = load i32, i32* @deletes, align 4
  %6 = load i32, i32* @news, align 4
  %7 = load i8*, i8** %2, align 8
  %8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([55 x i8], [55 x i8]* @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", i64 0, i64 0), i8* noundef %7, i32 noundef %6, i32 noundef %5, i32 noundef %4, i32 noundef %3)
  store i32 0, i32* @adeletes, align 4
  store i32 0, i32* @anews, align 4
  store i32 0, i32* @deletes, align 4
  store i32 0, i32* @news, align 4
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @"??_U@YAPEAX_K@Z"(i64 noundef) #6

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPEAX@Z"(i8* noundef) #7

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Obj@@QEAA@XZ"(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Obj*, align 8
  store %struct.Obj* %0, %struct.Obj** %2, align 8
  %3 = load %struct.Obj*, %struct.Obj** %2, align 8
  %4 = getelementptr inbounds %struct.Obj, %struct.Obj* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MDDPIAJM@?5?5?$HOObj?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #18 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef i8* @"??2@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #9

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAXAEBUnothrow_t@std@@@Z"(i8* noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #7

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef i8* @"??_U@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #9

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPEAXAEBUnothrow_t@std@@@Z"(i8* noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #7

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nounwind
declare dso_local void @"??3@YAXPEAX_KW4align_val_t@std@@@Z"(i8* noundef, i64 noundef, i64 noundef) #10

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @"??_U@YAPEAX_KW4align_val_t@std@@@Z"(i64 noundef, i64 noundef) #6

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPEAXW4align_val_t@std@@@Z"(i8* noundef, i64 noundef) #7

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef i8* @"??2@YAPEAX_KW4align_val_t@std@@AEBUnothrow_t@1@@Z"(i64 noundef, i64 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #9

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress nobuiltin noinline optnone uwtable allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { mustprogress nobuiltin noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #8 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #9 = { nobuiltin nounwind allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #10 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #11 = { noreturn }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { builtin nounwind }
attributes #14 = { nounwind }
attributes #15 = { builtin nounwind allocsize(0) }
attributes #16 = { allocsize(0) }
attributes #17 = { nounwind allocsize(0) }
attributes #18 = { noreturn nounwind }

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
