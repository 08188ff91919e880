; ModuleID = 'operator_new_replace.cpp'
source_filename = "operator_new_replace.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
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
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0H@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1H }, section ".xdata", comdat
@deletes = internal unnamed_addr global i32 0, align 4
@anews = internal unnamed_addr global i32 0, align 4
@adeletes = internal unnamed_addr global i32 0, align 4
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
@"??_C@_0BC@OGIEICDG@new?5int?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"new int threw %d\0A\00", comdat, align 1
@"??_C@_0N@IDHOFFEO@throwing?5new?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"throwing new\00", comdat, align 1
@"??_C@_0BJ@LNNKDFMN@aligned?5new?3?5aligned?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"aligned new: aligned %d\0A\00", comdat, align 1
@"??_C@_0CD@NPCGDCNI@aligned?5new?5?1?5sized?5aligned?5dele@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"aligned new / sized aligned delete\00", comdat, align 1
@"??_C@_0BL@EAHLCLGB@aligned?5new?$FL?$FN?3?5aligned?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"aligned new[]: aligned %d\0A\00", comdat, align 1
@"??_C@_0CB@LNCKFBCO@aligned?5new?$FL?$FN?5?1?5aligned?5delete?$FL?$FN@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"aligned new[] / aligned delete[]\00", comdat, align 1
@"??_C@_0CF@LMGFBGEP@nothrow?5aligned?5new?3?5?$CFs?0?5aligned@" = linkonce_odr dso_local unnamed_addr constant [37 x i8] c"nothrow aligned new: %s, aligned %d\0A\00", comdat, align 1
@"??_C@_0CF@JGFFNCLO@nothrow?5aligned?5new?5?1?5aligned?5de@" = linkonce_odr dso_local unnamed_addr constant [37 x i8] c"nothrow aligned new / aligned delete\00", comdat, align 1
@used = internal unnamed_addr global i32 0, align 4
@pool = internal global [4096 x i8] zeroinitializer, align 128
@"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@" = linkonce_odr dso_local unnamed_addr constant [55 x i8] c"%s: new %d delete %d aligned new %d aligned delete %d\0A\00", comdat, align 1
@"??_C@_0L@MDDPIAJM@?5?5?$HOObj?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"  ~Obj %d\0A\00", comdat, align 1
@str = private unnamed_addr constant [31 x i8] c"  replaced new fails: throws 7\00", align 1

; Function Attrs: mustprogress nobuiltin allocsize(0)
define dso_local noundef nonnull ptr @"??2@YAPAXI@Z"(i32 noundef %0) local_unnamed_addr #0 {
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
  %9 = load i32, ptr @used, align 4
  %10 = freeze i32 %9
  %11 = add i32 %10, 15
  %12 = and i32 %11, -16
  %13 = getelementptr inbounds i8, ptr @pool, i32 %12
  %14 = tail call i32 @llvm.umax.i32(i32 %0, i32 1)
  %15 = add i32 %12, %14
  store i32 %15, ptr @used, align 4
  ret ptr %13
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nobuiltin nounwind
define dso_local void @"??3@YAXPAX@Z"(ptr noundef %0) local_unnamed_addr #2 {
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

; Function Attrs: mustprogress nobuiltin allocsize(0)
define dso_local noundef nonnull ptr @"??2@YAPAXIW4align_val_t@std@@@Z"(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = load i32, ptr @anews, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @anews, align 4
  %5 = load i32, ptr @used, align 4
  %6 = freeze i32 %5
  %7 = add i32 %1, -1
  %8 = add i32 %7, %6
  %9 = urem i32 %8, %1
  %10 = sub nuw i32 %8, %9
  %11 = getelementptr inbounds i8, ptr @pool, i32 %10
  %12 = tail call i32 @llvm.umax.i32(i32 %0, i32 1)
  %13 = add i32 %10, %12
  store i32 %13, ptr @used, align 4
  ret ptr %11
}

; Function Attrs: mustprogress nobuiltin nounwind
define dso_local void @"??3@YAXPAXW4align_val_t@std@@@Z"(ptr noundef %0, i32 noundef %1) local_unnamed_addr #2 {
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

; Function Attrs: mustprogress norecurse
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
  %10 = load i32, ptr @used, align 4
  %11 = freeze i32 %10
  %12 = add i32 %11, 15
  %13 = and i32 %12, -16
  %14 = getelementptr inbounds i8, ptr @pool, i32 %13
  %15 = or disjoint i32 %13, 4
  store i32 %15, ptr @used, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  store i32 1, ptr %14, align 16
  store volatile ptr %14, ptr @"?sink@@3RAXA", align 4
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %14, i32 noundef 4) #11
  %16 = load i32, ptr @adeletes, align 4
  %17 = load i32, ptr @anews, align 4
  %18 = load i32, ptr @deletes, align 4
  %19 = load i32, ptr @news, align 4
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", ptr noundef nonnull @"??_C@_0BB@MGOFAKAM@new?5int?5?1?5delete?$AA@", i32 noundef %19, i32 noundef %18, i32 noundef %17, i32 noundef %16)
  store i32 0, ptr @adeletes, align 4
  store i32 0, ptr @anews, align 4
  store i32 0, ptr @deletes, align 4
  store i32 0, ptr @news, align 4
  %21 = tail call noalias noundef nonnull dereferenceable(12) ptr @"??_U@YAPAXI@Z"(i32 noundef 12) #12
  store volatile ptr %21, ptr @"?sink@@3RAXA", align 4
  tail call void @"??_V@YAXPAX@Z"(ptr noundef nonnull %21) #11
  %22 = load i32, ptr @adeletes, align 4
  %23 = load i32, ptr @anews, align 4
  %24 = load i32, ptr @deletes, align 4
  %25 = load i32, ptr @news, align 4
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", ptr noundef nonnull @"??_C@_0BG@HHGKNFHP@new?5int?$FL3?$FN?5?1?5delete?$FL?$FN?$AA@", i32 noundef %25, i32 noundef %24, i32 noundef %23, i32 noundef %22)
  store i32 0, ptr @adeletes, align 4
  store i32 0, ptr @anews, align 4
  store i32 0, ptr @deletes, align 4
  store i32 0, ptr @news, align 4
  %27 = tail call noalias noundef nonnull dereferenceable(12) ptr @"??_U@YAPAXI@Z"(i32 noundef 12) #12
  store i32 2, ptr %27, align 4
  %28 = getelementptr inbounds i8, ptr %27, i32 4
  store i32 1, ptr %28, align 4
  %29 = getelementptr inbounds i8, ptr %27, i32 8
  store i32 2, ptr %29, align 4
  store volatile ptr %28, ptr @"?sink@@3RAXA", align 4
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@MDDPIAJM@?5?5?$HOObj?5?$CFd?6?$AA@", i32 noundef 2)
  %31 = load i32, ptr %28, align 4
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@MDDPIAJM@?5?5?$HOObj?5?$CFd?6?$AA@", i32 noundef %31)
  tail call void @"??_V@YAXPAXI@Z"(ptr noundef nonnull %27, i32 noundef 12) #11
  %33 = load i32, ptr @adeletes, align 4
  %34 = load i32, ptr @anews, align 4
  %35 = load i32, ptr @deletes, align 4
  %36 = load i32, ptr @news, align 4
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", ptr noundef nonnull @"??_C@_0BO@ONMDBCEO@new?5Obj?$FL2?$FN?5?1?5delete?$FL?$FN?5?$CIsized?$CJ?$AA@", i32 noundef %36, i32 noundef %35, i32 noundef %34, i32 noundef %33)
  store i32 0, ptr @adeletes, align 4
  store i32 0, ptr @anews, align 4
  store i32 0, ptr @deletes, align 4
  store i32 0, ptr @news, align 4
  %38 = tail call noalias noundef dereferenceable_or_null(4) ptr @"??2@YAPAXIABUnothrow_t@std@@@Z"(i32 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #13
  %39 = icmp eq ptr %38, null
  br i1 %39, label %41, label %40

40:                                               ; preds = %9
  store i32 2, ptr %38, align 4
  br label %41

41:                                               ; preds = %40, %9
  %42 = phi ptr [ @"??_C@_07PPACKNHC@a?5block?$AA@", %40 ], [ @"??_C@_04MLLLIHIP@null?$AA@", %9 ]
  store volatile ptr %38, ptr @"?sink@@3RAXA", align 4
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@OCAFGLKN@nothrow?5new?3?5?$CFs?6?$AA@", ptr noundef nonnull %42)
  tail call void @"??3@YAXPAXABUnothrow_t@std@@@Z"(ptr noundef %38, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #14
  %44 = load i32, ptr @adeletes, align 4
  %45 = load i32, ptr @anews, align 4
  %46 = load i32, ptr @deletes, align 4
  %47 = load i32, ptr @news, align 4
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", ptr noundef nonnull @"??_C@_0BN@NECHPNJN@nothrow?5new?5?1?5nothrow?5delete?$AA@", i32 noundef %47, i32 noundef %46, i32 noundef %45, i32 noundef %44)
  store i32 0, ptr @adeletes, align 4
  store i32 0, ptr @anews, align 4
  store i32 0, ptr @deletes, align 4
  store i32 0, ptr @news, align 4
  %49 = tail call noalias noundef dereferenceable_or_null(5) ptr @"??_U@YAPAXIABUnothrow_t@std@@@Z"(i32 noundef 5, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #13
  store volatile ptr %49, ptr @"?sink@@3RAXA", align 4
  %50 = icmp eq ptr %49, null
  %51 = select i1 %50, ptr @"??_C@_04MLLLIHIP@null?$AA@", ptr @"??_C@_07PPACKNHC@a?5block?$AA@"
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BD@IJANANAB@nothrow?5new?$FL?$FN?3?5?$CFs?6?$AA@", ptr noundef nonnull %51)
  tail call void @"??_V@YAXPAXABUnothrow_t@std@@@Z"(ptr noundef %49, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #14
  %53 = load i32, ptr @adeletes, align 4
  %54 = load i32, ptr @anews, align 4
  %55 = load i32, ptr @deletes, align 4
  %56 = load i32, ptr @news, align 4
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", ptr noundef nonnull @"??_C@_0CB@NHBCCIIP@nothrow?5new?$FL?$FN?5?1?5nothrow?5delete?$FL?$FN@", i32 noundef %56, i32 noundef %55, i32 noundef %54, i32 noundef %53)
  store i32 0, ptr @adeletes, align 4
  store i32 0, ptr @anews, align 4
  store i32 0, ptr @deletes, align 4
  store i32 0, ptr @news, align 4
  store i1 true, ptr @fail_next, align 1
  %58 = tail call noalias noundef dereferenceable_or_null(4) ptr @"??2@YAPAXIABUnothrow_t@std@@@Z"(i32 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #13
  %59 = icmp eq ptr %58, null
  br i1 %59, label %61, label %60

60:                                               ; preds = %41
  store i32 3, ptr %58, align 4
  br label %61

61:                                               ; preds = %41, %60
  %62 = phi ptr [ @"??_C@_04MLLLIHIP@null?$AA@", %41 ], [ @"??_C@_07PPACKNHC@a?5block?$AA@", %60 ]
  store volatile ptr %58, ptr @"?sink@@3RAXA", align 4
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CB@HPMPOIEF@nothrow?5new?5when?5new?5throws?3?5?$CFs?6@", ptr noundef nonnull %62)
  store i1 true, ptr @fail_next, align 1
  %64 = tail call noalias noundef dereferenceable_or_null(9) ptr @"??_U@YAPAXIABUnothrow_t@std@@@Z"(i32 noundef 9, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #13
  store volatile ptr %64, ptr @"?sink@@3RAXA", align 4
  %65 = icmp eq ptr %64, null
  %66 = select i1 %65, ptr @"??_C@_04MLLLIHIP@null?$AA@", ptr @"??_C@_07PPACKNHC@a?5block?$AA@"
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CD@CJIIEHNO@nothrow?5new?$FL?$FN?5when?5new?5throws?3?5?$CF@", ptr noundef nonnull %66)
  %68 = load i32, ptr @adeletes, align 4
  %69 = load i32, ptr @anews, align 4
  %70 = load i32, ptr @deletes, align 4
  %71 = load i32, ptr @news, align 4
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", ptr noundef nonnull @"??_C@_0BG@FNLIFJKM@failing?5nothrow?5forms?$AA@", i32 noundef %71, i32 noundef %70, i32 noundef %69, i32 noundef %68)
  store i32 0, ptr @adeletes, align 4
  store i32 0, ptr @anews, align 4
  store i32 0, ptr @deletes, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store i32 1, ptr @news, align 4
  store i1 false, ptr @fail_next, align 1
  %73 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  store i32 7, ptr %1, align 4
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @_TI1H) #10
          to label %74 unwind label %75

74:                                               ; preds = %61
  unreachable

75:                                               ; preds = %61
  %76 = catchswitch within none [label %77] unwind to caller

77:                                               ; preds = %75
  %78 = catchpad within %76 [ptr @"??_R0H@8", i32 0, ptr %3]
  %79 = load i32, ptr %3, align 4
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@OGIEICDG@new?5int?5threw?5?$CFd?6?$AA@", i32 noundef %79) [ "funclet"(token %78) ]
  catchret from %78 to label %81

81:                                               ; preds = %77
  %82 = load i32, ptr @adeletes, align 4
  %83 = load i32, ptr @anews, align 4
  %84 = load i32, ptr @deletes, align 4
  %85 = load i32, ptr @news, align 4
  %86 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", ptr noundef nonnull @"??_C@_0N@IDHOFFEO@throwing?5new?$AA@", i32 noundef %85, i32 noundef %84, i32 noundef %83, i32 noundef %82)
  store i32 0, ptr @adeletes, align 4
  store i32 0, ptr @deletes, align 4
  store i32 0, ptr @news, align 4
  store i32 1, ptr @anews, align 4
  %87 = load i32, ptr @used, align 4
  %88 = freeze i32 %87
  %89 = add i32 %88, 63
  %90 = and i32 %89, -64
  %91 = getelementptr inbounds i8, ptr @pool, i32 %90
  %92 = or disjoint i32 %90, 8
  store i32 %92, ptr @used, align 4
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BJ@LNNKDFMN@aligned?5new?3?5aligned?5?$CFd?6?$AA@", i32 noundef 1)
  call void @"??3@YAXPAXIW4align_val_t@std@@@Z"(ptr noundef nonnull %91, i32 noundef 8, i32 noundef 64) #14
  %94 = load i32, ptr @adeletes, align 4
  %95 = load i32, ptr @anews, align 4
  %96 = load i32, ptr @deletes, align 4
  %97 = load i32, ptr @news, align 4
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", ptr noundef nonnull @"??_C@_0CD@NPCGDCNI@aligned?5new?5?1?5sized?5aligned?5dele@", i32 noundef %97, i32 noundef %96, i32 noundef %95, i32 noundef %94)
  store i32 0, ptr @adeletes, align 4
  store i32 0, ptr @anews, align 4
  store i32 0, ptr @deletes, align 4
  store i32 0, ptr @news, align 4
  %99 = call noalias noundef nonnull align 32 dereferenceable(40) ptr @"??_U@YAPAXIW4align_val_t@std@@@Z"(i32 noundef 40, i32 noundef 32) #15
  %100 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BL@EAHLCLGB@aligned?5new?$FL?$FN?3?5aligned?5?$CFd?6?$AA@", i32 noundef 1)
  call void @"??_V@YAXPAXW4align_val_t@std@@@Z"(ptr noundef nonnull %99, i32 noundef 32) #14
  %101 = load i32, ptr @adeletes, align 4
  %102 = load i32, ptr @anews, align 4
  %103 = load i32, ptr @deletes, align 4
  %104 = load i32, ptr @news, align 4
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", ptr noundef nonnull @"??_C@_0CB@LNCKFBCO@aligned?5new?$FL?$FN?5?1?5aligned?5delete?$FL?$FN@", i32 noundef %104, i32 noundef %103, i32 noundef %102, i32 noundef %101)
  store i32 0, ptr @adeletes, align 4
  store i32 0, ptr @anews, align 4
  store i32 0, ptr @deletes, align 4
  store i32 0, ptr @news, align 4
  %106 = call noalias noundef align 128 dereferenceable_or_null(32) ptr @"??2@YAPAXIW4align_val_t@std@@ABUnothrow_t@1@@Z"(i32 noundef 32, i32 noundef 128, ptr noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #16
  %107 = icmp eq ptr %106, null
  %108 = select i1 %107, ptr @"??_C@_04MLLLIHIP@null?$AA@", ptr @"??_C@_07PPACKNHC@a?5block?$AA@"
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CF@LMGFBGEP@nothrow?5aligned?5new?3?5?$CFs?0?5aligned@", ptr noundef nonnull %108, i32 noundef 1)
  %110 = load i32, ptr @adeletes, align 4
  br i1 %107, label %113, label %111

111:                                              ; preds = %81
  %112 = add nsw i32 %110, 1
  store i32 %112, ptr @adeletes, align 4
  br label %113

113:                                              ; preds = %81, %111
  %114 = phi i32 [ %110, %81 ], [ %112, %111 ]
  %115 = load i32, ptr @anews, align 4
  %116 = load i32, ptr @deletes, align 4
  %117 = load i32, ptr @news, align 4
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", ptr noundef nonnull @"??_C@_0CF@JGFFNCLO@nothrow?5aligned?5new?5?1?5aligned?5de@", i32 noundef %117, i32 noundef %116, i32 noundef %115, i32 noundef %114)
  store i32 0, ptr @adeletes, align 4
  store i32 0, ptr @anews, align 4
  store i32 0, ptr @deletes, align 4
  store i32 0, ptr @news, align 4
  ret i32 0
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXI@Z"(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @"??_U@YAPAXI@Z"(i32 noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPAX@Z"(ptr noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPAXI@Z"(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef ptr @"??2@YAPAXIABUnothrow_t@std@@@Z"(i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXABUnothrow_t@std@@@Z"(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #4

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef ptr @"??_U@YAPAXIABUnothrow_t@std@@@Z"(i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPAXABUnothrow_t@std@@@Z"(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #4

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXIW4align_val_t@std@@@Z"(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @"??_U@YAPAXIW4align_val_t@std@@@Z"(i32 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPAXW4align_val_t@std@@@Z"(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef ptr @"??2@YAPAXIW4align_val_t@std@@ABUnothrow_t@1@@Z"(i32 noundef, i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #9

attributes #0 = { mustprogress nobuiltin allocsize(0) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nobuiltin nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
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

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
