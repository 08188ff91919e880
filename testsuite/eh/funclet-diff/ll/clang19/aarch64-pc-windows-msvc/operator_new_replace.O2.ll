; ModuleID = 'operator_new_replace.cpp'
source_filename = "operator_new_replace.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%"struct.std::nothrow_t" = type { i8 }

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

@news = internal unnamed_addr global i32 0, align 4
@fail_next = internal unnamed_addr global i1 false, align 1
@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@deletes = internal unnamed_addr global i32 0, align 4
@anews = internal unnamed_addr global i32 0, align 4
@adeletes = internal unnamed_addr global i32 0, align 4
@"?sink@@3REAXEA" = dso_local global ptr null, align 8
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
@"??_C@_0BC@OGIEICDG@new?5int?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"new int threw %d\0A\00", comdat, align 8
@"??_C@_0N@IDHOFFEO@throwing?5new?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"throwing new\00", comdat, align 8
@"??_C@_0BJ@LNNKDFMN@aligned?5new?3?5aligned?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"aligned new: aligned %d\0A\00", comdat, align 8
@"??_C@_0CD@NPCGDCNI@aligned?5new?5?1?5sized?5aligned?5dele@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"aligned new / sized aligned delete\00", comdat, align 8
@"??_C@_0BL@EAHLCLGB@aligned?5new?$FL?$FN?3?5aligned?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"aligned new[]: aligned %d\0A\00", comdat, align 8
@"??_C@_0CB@LNCKFBCO@aligned?5new?$FL?$FN?5?1?5aligned?5delete?$FL?$FN@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"aligned new[] / aligned delete[]\00", comdat, align 8
@"??_C@_0CF@LMGFBGEP@nothrow?5aligned?5new?3?5?$CFs?0?5aligned@" = linkonce_odr dso_local unnamed_addr constant [37 x i8] c"nothrow aligned new: %s, aligned %d\0A\00", comdat, align 8
@"??_C@_0CF@JGFFNCLO@nothrow?5aligned?5new?5?1?5aligned?5de@" = linkonce_odr dso_local unnamed_addr constant [37 x i8] c"nothrow aligned new / aligned delete\00", comdat, align 8
@used = internal unnamed_addr global i64 0, align 8
@pool = internal global [4096 x i8] zeroinitializer, align 128
@"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@" = linkonce_odr dso_local unnamed_addr constant [55 x i8] c"%s: new %d delete %d aligned new %d aligned delete %d\0A\00", comdat, align 8
@"??_C@_0L@MDDPIAJM@?5?5?$HOObj?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"  ~Obj %d\0A\00", comdat, align 8
@str = private unnamed_addr constant [31 x i8] c"  replaced new fails: throws 7\00", align 1

; Function Attrs: mustprogress nobuiltin allocsize(0) uwtable
define dso_local noundef nonnull ptr @"??2@YAPEAX_K@Z"(i64 noundef %0) local_unnamed_addr #0 {
  %2 = alloca i32, align 4
  %3 = load i32, ptr @news, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @news, align 4
  %5 = load i1, ptr @fail_next, align 1
  br i1 %5, label %6, label %8

6:                                                ; preds = %1
  store i1 false, ptr @fail_next, align 1
  %7 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  store i32 7, ptr %2, align 4
  call void @_CxxThrowException(ptr nonnull %2, ptr nonnull @_TI1H) #10
  unreachable

8:                                                ; preds = %1
  %9 = load i64, ptr @used, align 8
  %10 = freeze i64 %9
  %11 = add i64 %10, 15
  %12 = and i64 %11, -16
  %13 = getelementptr inbounds i8, ptr @pool, i64 %12
  %14 = tail call i64 @llvm.umax.i64(i64 %0, i64 1)
  %15 = add i64 %12, %14
  store i64 %15, ptr @used, align 8
  ret ptr %13
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare dso_local void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @"??3@YAXPEAX@Z"(ptr noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = load i32, ptr @deletes, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @deletes, align 4
  br label %6

6:                                                ; preds = %3, %1
  ret void
}

; Function Attrs: mustprogress nobuiltin allocsize(0) uwtable
define dso_local noundef nonnull ptr @"??2@YAPEAX_KW4align_val_t@std@@@Z"(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = load i32, ptr @anews, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @anews, align 4
  %5 = load i64, ptr @used, align 8
  %6 = freeze i64 %5
  %7 = add i64 %1, -1
  %8 = add i64 %7, %6
  %9 = urem i64 %8, %1
  %10 = sub nuw i64 %8, %9
  %11 = getelementptr inbounds i8, ptr @pool, i64 %10
  %12 = tail call i64 @llvm.umax.i64(i64 %0, i64 1)
  %13 = add i64 %10, %12
  store i64 %13, ptr @used, align 8
  ret ptr %11
}

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @"??3@YAXPEAXW4align_val_t@std@@@Z"(ptr noundef %0, i64 noundef %1) local_unnamed_addr #2 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %7, label %4

4:                                                ; preds = %2
  %5 = load i32, ptr @adeletes, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @adeletes, align 4
  br label %7

7:                                                ; preds = %4, %2
  ret void
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  %4 = load i32, ptr @news, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @news, align 4
  %6 = load i1, ptr @fail_next, align 1
  br i1 %6, label %7, label %9

7:                                                ; preds = %0
  store i1 false, ptr @fail_next, align 1
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  store i32 7, ptr %2, align 4
  call void @_CxxThrowException(ptr nonnull %2, ptr nonnull @_TI1H) #10
  unreachable

9:                                                ; preds = %0
  %10 = load i64, ptr @used, align 8
  %11 = freeze i64 %10
  %12 = add i64 %11, 15
  %13 = and i64 %12, -16
  %14 = getelementptr inbounds i8, ptr @pool, i64 %13
  %15 = or disjoint i64 %13, 4
  store i64 %15, ptr @used, align 8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  store i32 1, ptr %14, align 16
  store volatile ptr %14, ptr @"?sink@@3REAXEA", align 8
  tail call void @"??3@YAXPEAX_K@Z"(ptr noundef nonnull %14, i64 noundef 4) #11
  %16 = load i32, ptr @adeletes, align 4
  %17 = load i32, ptr @anews, align 4
  %18 = load i32, ptr @deletes, align 4
  %19 = load i32, ptr @news, align 4
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", ptr noundef nonnull @"??_C@_0BB@MGOFAKAM@new?5int?5?1?5delete?$AA@", i32 noundef %19, i32 noundef %18, i32 noundef %17, i32 noundef %16)
  store i32 0, ptr @adeletes, align 4
  store i32 0, ptr @anews, align 4
  store i32 0, ptr @deletes, align 4
  store i32 0, ptr @news, align 4
  %21 = tail call noalias noundef nonnull dereferenceable(12) ptr @"??_U@YAPEAX_K@Z"(i64 noundef 12) #12
  store volatile ptr %21, ptr @"?sink@@3REAXEA", align 8
  tail call void @"??_V@YAXPEAX@Z"(ptr noundef nonnull %21) #11
  %22 = load i32, ptr @adeletes, align 4
  %23 = load i32, ptr @anews, align 4
  %24 = load i32, ptr @deletes, align 4
  %25 = load i32, ptr @news, align 4
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", ptr noundef nonnull @"??_C@_0BG@HHGKNFHP@new?5int?$FL3?$FN?5?1?5delete?$FL?$FN?$AA@", i32 noundef %25, i32 noundef %24, i32 noundef %23, i32 noundef %22)
  store i32 0, ptr @adeletes, align 4
  store i32 0, ptr @anews, align 4
  store i32 0, ptr @deletes, align 4
  store i32 0, ptr @news, align 4
  %27 = tail call noalias noundef nonnull dereferenceable(16) ptr @"??_U@YAPEAX_K@Z"(i64 noundef 16) #12
  store i64 2, ptr %27, align 8
  %28 = getelementptr inbounds i8, ptr %27, i64 8
  store <2 x i32> <i32 1, i32 2>, ptr %28, align 8
  store volatile ptr %28, ptr @"?sink@@3REAXEA", align 8
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@MDDPIAJM@?5?5?$HOObj?5?$CFd?6?$AA@", i32 noundef 2)
  %30 = load i32, ptr %28, align 4
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@MDDPIAJM@?5?5?$HOObj?5?$CFd?6?$AA@", i32 noundef %30)
  tail call void @"??_V@YAXPEAX_K@Z"(ptr noundef nonnull %27, i64 noundef 16) #11
  %32 = load i32, ptr @adeletes, align 4
  %33 = load i32, ptr @anews, align 4
  %34 = load i32, ptr @deletes, align 4
  %35 = load i32, ptr @news, align 4
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", ptr noundef nonnull @"??_C@_0BO@ONMDBCEO@new?5Obj?$FL2?$FN?5?1?5delete?$FL?$FN?5?$CIsized?$CJ?$AA@", i32 noundef %35, i32 noundef %34, i32 noundef %33, i32 noundef %32)
  store i32 0, ptr @adeletes, align 4
  store i32 0, ptr @anews, align 4
  store i32 0, ptr @deletes, align 4
  store i32 0, ptr @news, align 4
  %37 = tail call noalias noundef dereferenceable_or_null(4) ptr @"??2@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #13
  %38 = icmp eq ptr %37, null
  br i1 %38, label %40, label %39

39:                                               ; preds = %9
  store i32 2, ptr %37, align 4
  br label %40

40:                                               ; preds = %39, %9
  %41 = phi ptr [ @"??_C@_07PPACKNHC@a?5block?$AA@", %39 ], [ @"??_C@_04MLLLIHIP@null?$AA@", %9 ]
  store volatile ptr %37, ptr @"?sink@@3REAXEA", align 8
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@OCAFGLKN@nothrow?5new?3?5?$CFs?6?$AA@", ptr noundef nonnull %41)
  tail call void @"??3@YAXPEAXAEBUnothrow_t@std@@@Z"(ptr noundef %37, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #14
  %43 = load i32, ptr @adeletes, align 4
  %44 = load i32, ptr @anews, align 4
  %45 = load i32, ptr @deletes, align 4
  %46 = load i32, ptr @news, align 4
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", ptr noundef nonnull @"??_C@_0BN@NECHPNJN@nothrow?5new?5?1?5nothrow?5delete?$AA@", i32 noundef %46, i32 noundef %45, i32 noundef %44, i32 noundef %43)
  store i32 0, ptr @adeletes, align 4
  store i32 0, ptr @anews, align 4
  store i32 0, ptr @deletes, align 4
  store i32 0, ptr @news, align 4
  %48 = tail call noalias noundef dereferenceable_or_null(5) ptr @"??_U@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef 5, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #13
  store volatile ptr %48, ptr @"?sink@@3REAXEA", align 8
  %49 = icmp eq ptr %48, null
  %50 = select i1 %49, ptr @"??_C@_04MLLLIHIP@null?$AA@", ptr @"??_C@_07PPACKNHC@a?5block?$AA@"
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BD@IJANANAB@nothrow?5new?$FL?$FN?3?5?$CFs?6?$AA@", ptr noundef nonnull %50)
  tail call void @"??_V@YAXPEAXAEBUnothrow_t@std@@@Z"(ptr noundef %48, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #14
  %52 = load i32, ptr @adeletes, align 4
  %53 = load i32, ptr @anews, align 4
  %54 = load i32, ptr @deletes, align 4
  %55 = load i32, ptr @news, align 4
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", ptr noundef nonnull @"??_C@_0CB@NHBCCIIP@nothrow?5new?$FL?$FN?5?1?5nothrow?5delete?$FL?$FN@", i32 noundef %55, i32 noundef %54, i32 noundef %53, i32 noundef %52)
  store i32 0, ptr @adeletes, align 4
  store i32 0, ptr @anews, align 4
  store i32 0, ptr @deletes, align 4
  store i32 0, ptr @news, align 4
  store i1 true, ptr @fail_next, align 1
  %57 = tail call noalias noundef dereferenceable_or_null(4) ptr @"??2@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #13
  %58 = icmp eq ptr %57, null
  br i1 %58, label %60, label %59

59:                                               ; preds = %40
  store i32 3, ptr %57, align 4
  br label %60

60:                                               ; preds = %40, %59
  %61 = phi ptr [ @"??_C@_04MLLLIHIP@null?$AA@", %40 ], [ @"??_C@_07PPACKNHC@a?5block?$AA@", %59 ]
  store volatile ptr %57, ptr @"?sink@@3REAXEA", align 8
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CB@HPMPOIEF@nothrow?5new?5when?5new?5throws?3?5?$CFs?6@", ptr noundef nonnull %61)
  store i1 true, ptr @fail_next, align 1
  %63 = tail call noalias noundef dereferenceable_or_null(9) ptr @"??_U@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef 9, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #13
  store volatile ptr %63, ptr @"?sink@@3REAXEA", align 8
  %64 = icmp eq ptr %63, null
  %65 = select i1 %64, ptr @"??_C@_04MLLLIHIP@null?$AA@", ptr @"??_C@_07PPACKNHC@a?5block?$AA@"
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CD@CJIIEHNO@nothrow?5new?$FL?$FN?5when?5new?5throws?3?5?$CF@", ptr noundef nonnull %65)
  %67 = load i32, ptr @adeletes, align 4
  %68 = load i32, ptr @anews, align 4
  %69 = load i32, ptr @deletes, align 4
  %70 = load i32, ptr @news, align 4
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", ptr noundef nonnull @"??_C@_0BG@FNLIFJKM@failing?5nothrow?5forms?$AA@", i32 noundef %70, i32 noundef %69, i32 noundef %68, i32 noundef %67)
  store i32 0, ptr @adeletes, align 4
  store i32 0, ptr @anews, align 4
  store i32 0, ptr @deletes, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store i32 1, ptr @news, align 4
  store i1 false, ptr @fail_next, align 1
  %72 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  store i32 7, ptr %1, align 4
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @_TI1H) #10
          to label %73 unwind label %74

73:                                               ; preds = %60
  unreachable

74:                                               ; preds = %60
  %75 = catchswitch within none [label %76] unwind to caller

76:                                               ; preds = %74
  %77 = catchpad within %75 [ptr @"??_R0H@8", i32 0, ptr %3]
  %78 = load i32, ptr %3, align 4
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@OGIEICDG@new?5int?5threw?5?$CFd?6?$AA@", i32 noundef %78) [ "funclet"(token %77) ]
  catchret from %77 to label %80

80:                                               ; preds = %76
  %81 = load i32, ptr @adeletes, align 4
  %82 = load i32, ptr @anews, align 4
  %83 = load i32, ptr @deletes, align 4
  %84 = load i32, ptr @news, align 4
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", ptr noundef nonnull @"??_C@_0N@IDHOFFEO@throwing?5new?$AA@", i32 noundef %84, i32 noundef %83, i32 noundef %82, i32 noundef %81)
  store i32 0, ptr @adeletes, align 4
  store i32 0, ptr @deletes, align 4
  store i32 0, ptr @news, align 4
  store i32 1, ptr @anews, align 4
  %86 = load i64, ptr @used, align 8
  %87 = freeze i64 %86
  %88 = add i64 %87, 63
  %89 = and i64 %88, -64
  %90 = getelementptr inbounds i8, ptr @pool, i64 %89
  %91 = or disjoint i64 %89, 8
  store i64 %91, ptr @used, align 8
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BJ@LNNKDFMN@aligned?5new?3?5aligned?5?$CFd?6?$AA@", i32 noundef 1)
  call void @"??3@YAXPEAX_KW4align_val_t@std@@@Z"(ptr noundef nonnull %90, i64 noundef 8, i64 noundef 64) #14
  %93 = load i32, ptr @adeletes, align 4
  %94 = load i32, ptr @anews, align 4
  %95 = load i32, ptr @deletes, align 4
  %96 = load i32, ptr @news, align 4
  %97 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", ptr noundef nonnull @"??_C@_0CD@NPCGDCNI@aligned?5new?5?1?5sized?5aligned?5dele@", i32 noundef %96, i32 noundef %95, i32 noundef %94, i32 noundef %93)
  store i32 0, ptr @adeletes, align 4
  store i32 0, ptr @anews, align 4
  store i32 0, ptr @deletes, align 4
  store i32 0, ptr @news, align 4
  %98 = call noalias noundef nonnull align 32 dereferenceable(40) ptr @"??_U@YAPEAX_KW4align_val_t@std@@@Z"(i64 noundef 40, i64 noundef 32) #15
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BL@EAHLCLGB@aligned?5new?$FL?$FN?3?5aligned?5?$CFd?6?$AA@", i32 noundef 1)
  call void @"??_V@YAXPEAXW4align_val_t@std@@@Z"(ptr noundef nonnull %98, i64 noundef 32) #14
  %100 = load i32, ptr @adeletes, align 4
  %101 = load i32, ptr @anews, align 4
  %102 = load i32, ptr @deletes, align 4
  %103 = load i32, ptr @news, align 4
  %104 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", ptr noundef nonnull @"??_C@_0CB@LNCKFBCO@aligned?5new?$FL?$FN?5?1?5aligned?5delete?$FL?$FN@", i32 noundef %103, i32 noundef %102, i32 noundef %101, i32 noundef %100)
  store i32 0, ptr @adeletes, align 4
  store i32 0, ptr @anews, align 4
  store i32 0, ptr @deletes, align 4
  store i32 0, ptr @news, align 4
  %105 = call noalias noundef align 128 dereferenceable_or_null(32) ptr @"??2@YAPEAX_KW4align_val_t@std@@AEBUnothrow_t@1@@Z"(i64 noundef 32, i64 noundef 128, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #16
  %106 = icmp eq ptr %105, null
  %107 = select i1 %106, ptr @"??_C@_04MLLLIHIP@null?$AA@", ptr @"??_C@_07PPACKNHC@a?5block?$AA@"
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CF@LMGFBGEP@nothrow?5aligned?5new?3?5?$CFs?0?5aligned@", ptr noundef nonnull %107, i32 noundef 1)
  %109 = load i32, ptr @adeletes, align 4
  br i1 %106, label %112, label %110

110:                                              ; preds = %80
  %111 = add nsw i32 %109, 1
  store i32 %111, ptr @adeletes, align 4
  br label %112

112:                                              ; preds = %80, %110
  %113 = phi i32 [ %109, %80 ], [ %111, %110 ]
  %114 = load i32, ptr @anews, align 4
  %115 = load i32, ptr @deletes, align 4
  %116 = load i32, ptr @news, align 4
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", ptr noundef nonnull @"??_C@_0CF@JGFFNCLO@nothrow?5aligned?5new?5?1?5aligned?5de@", i32 noundef %116, i32 noundef %115, i32 noundef %114, i32 noundef %113)
  store i32 0, ptr @adeletes, align 4
  store i32 0, ptr @anews, align 4
  store i32 0, ptr @deletes, align 4
  store i32 0, ptr @news, align 4
  ret i32 0
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX_K@Z"(ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @"??_U@YAPEAX_K@Z"(i64 noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPEAX@Z"(ptr noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPEAX_K@Z"(ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef ptr @"??2@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAXAEBUnothrow_t@std@@@Z"(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #4

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef ptr @"??_U@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPEAXAEBUnothrow_t@std@@@Z"(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #4

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX_KW4align_val_t@std@@@Z"(ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @"??_U@YAPEAX_KW4align_val_t@std@@@Z"(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPEAXW4align_val_t@std@@@Z"(ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef ptr @"??2@YAPEAX_KW4align_val_t@std@@AEBUnothrow_t@1@@Z"(i64 noundef, i64 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #9

attributes #0 = { mustprogress nobuiltin allocsize(0) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { mustprogress nobuiltin nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { mustprogress norecurse uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #5 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #6 = { nobuiltin nounwind allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { noreturn }
attributes #11 = { builtin nounwind }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { builtin nounwind allocsize(0) }
attributes #14 = { nounwind }
attributes #15 = { allocsize(0) }
attributes #16 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
