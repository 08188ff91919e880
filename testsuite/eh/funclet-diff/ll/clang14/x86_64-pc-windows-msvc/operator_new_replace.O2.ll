; ModuleID = 'operator_new_replace.cpp'
source_filename = "operator_new_replace.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
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
@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@deletes = internal unnamed_addr global i32 0, align 4
@anews = internal unnamed_addr global i32 0, align 4
@adeletes = internal unnamed_addr global i32 0, align 4
@"?sink@@3REAXEA" = dso_local global i8* null, align 8
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
@used = internal unnamed_addr global i64 0, align 8
@pool = internal global [4096 x i8] zeroinitializer, align 128
@"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@" = linkonce_odr dso_local unnamed_addr constant [55 x i8] c"%s: new %d delete %d aligned new %d aligned delete %d\0A\00", comdat, align 1
@"??_C@_0L@MDDPIAJM@?5?5?$HOObj?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"  ~Obj %d\0A\00", comdat, align 1
@str = private unnamed_addr constant [31 x i8] c"  replaced new fails: throws 7\00", align 1

; Function Attrs: mustprogress nobuiltin uwtable allocsize(0)
define dso_local noundef nonnull i8* @"??2@YAPEAX_K@Z"(i64 noundef %0) local_unnamed_addr #0 {
  %2 = alloca i32, align 4
  %3 = load i32, i32* @news, align 4, !tbaa !4
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @news, align 4, !tbaa !4
  %5 = load i1, i1* @fail_next, align 1
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  store i1 false, i1* @fail_next, align 1
  %7 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @str, i64 0, i64 0))
  store i32 7, i32* %2, align 4, !tbaa !4
  %8 = bitcast i32* %2 to i8*
  call void @_CxxThrowException(i8* nonnull %8, %eh.ThrowInfo* nonnull @_TI1H) #11
  unreachable

9:                                                ; preds = %1
  %10 = load i64, i64* @used, align 8, !tbaa !8
  %11 = add i64 %10, 15
  %12 = and i64 %11, -16
  %13 = getelementptr inbounds [4096 x i8], [4096 x i8]* @pool, i64 0, i64 %12
  %14 = icmp eq i64 %0, 0
  %15 = select i1 %14, i64 1, i64 %0
  %16 = add i64 %12, %15
  store i64 %16, i64* @used, align 8, !tbaa !8
  ret i8* %13
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: mustprogress nobuiltin nofree norecurse nosync nounwind uwtable willreturn
define dso_local void @"??3@YAXPEAX@Z"(i8* noundef readnone %0) local_unnamed_addr #2 {
  %2 = icmp eq i8* %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = load i32, i32* @deletes, align 4, !tbaa !4
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @deletes, align 4, !tbaa !4
  br label %6

6:                                                ; preds = %3, %1
  ret void
}

; Function Attrs: mustprogress nobuiltin nofree norecurse nosync nounwind uwtable willreturn allocsize(0)
define dso_local noundef nonnull i8* @"??2@YAPEAX_KW4align_val_t@std@@@Z"(i64 noundef %0, i64 noundef %1) local_unnamed_addr #3 {
  %3 = load i32, i32* @anews, align 4, !tbaa !4
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @anews, align 4, !tbaa !4
  %5 = load i64, i64* @used, align 8, !tbaa !8
  %6 = add i64 %1, -1
  %7 = add i64 %6, %5
  %8 = urem i64 %7, %1
  %9 = sub i64 %7, %8
  %10 = getelementptr inbounds [4096 x i8], [4096 x i8]* @pool, i64 0, i64 %9
  %11 = icmp eq i64 %0, 0
  %12 = select i1 %11, i64 1, i64 %0
  %13 = add i64 %9, %12
  store i64 %13, i64* @used, align 8, !tbaa !8
  ret i8* %10
}

; Function Attrs: mustprogress nobuiltin nofree norecurse nosync nounwind uwtable willreturn
define dso_local void @"??3@YAXPEAXW4align_val_t@std@@@Z"(i8* noundef readnone %0, i64 %1) local_unnamed_addr #2 {
  %3 = icmp eq i8* %0, null
  br i1 %3, label %7, label %4

4:                                                ; preds = %2
  %5 = load i32, i32* @adeletes, align 4, !tbaa !4
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @adeletes, align 4, !tbaa !4
  br label %7

7:                                                ; preds = %4, %2
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4)
  %5 = load i32, i32* @news, align 4, !tbaa !4
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @news, align 4, !tbaa !4
  %7 = load i1, i1* @fail_next, align 1
  br i1 %7, label %8, label %10

8:                                                ; preds = %0
  store i1 false, i1* @fail_next, align 1
  %9 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @str, i64 0, i64 0))
  store i32 7, i32* %2, align 4, !tbaa !4
  call void @_CxxThrowException(i8* nonnull %4, %eh.ThrowInfo* nonnull @_TI1H) #11
  unreachable

10:                                               ; preds = %0
  %11 = load i64, i64* @used, align 8, !tbaa !8
  %12 = add i64 %11, 15
  %13 = and i64 %12, -16
  %14 = getelementptr inbounds [4096 x i8], [4096 x i8]* @pool, i64 0, i64 %13
  %15 = or i64 %13, 4
  store i64 %15, i64* @used, align 8, !tbaa !8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4)
  %16 = bitcast i8* %14 to i32*
  store i32 1, i32* %16, align 16, !tbaa !4
  store volatile i8* %14, i8** @"?sink@@3REAXEA", align 8, !tbaa !10
  %17 = load i32, i32* @deletes, align 4, !tbaa !4
  %18 = add nsw i32 %17, 1
  store i32 %18, i32* @deletes, align 4, !tbaa !4
  %19 = load i32, i32* @adeletes, align 4, !tbaa !4
  %20 = load i32, i32* @anews, align 4, !tbaa !4
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@MGOFAKAM@new?5int?5?1?5delete?$AA@", i64 0, i64 0), i32 noundef %6, i32 noundef %18, i32 noundef %20, i32 noundef %19) #12
  store i32 0, i32* @adeletes, align 4, !tbaa !4
  store i32 0, i32* @anews, align 4, !tbaa !4
  store i32 0, i32* @deletes, align 4, !tbaa !4
  store i32 0, i32* @news, align 4, !tbaa !4
  %22 = tail call noalias noundef nonnull dereferenceable(12) i8* @"??_U@YAPEAX_K@Z"(i64 noundef 12) #13
  store volatile i8* %22, i8** @"?sink@@3REAXEA", align 8, !tbaa !10
  tail call void @"??_V@YAXPEAX@Z"(i8* noundef nonnull %22) #14
  %23 = load i32, i32* @adeletes, align 4, !tbaa !4
  %24 = load i32, i32* @anews, align 4, !tbaa !4
  %25 = load i32, i32* @deletes, align 4, !tbaa !4
  %26 = load i32, i32* @news, align 4, !tbaa !4
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", i64 0, i64 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@HHGKNFHP@new?5int?$FL3?$FN?5?1?5delete?$FL?$FN?$AA@", i64 0, i64 0), i32 noundef %26, i32 noundef %25, i32 noundef %24, i32 noundef %23) #12
  store i32 0, i32* @adeletes, align 4, !tbaa !4
  store i32 0, i32* @anews, align 4, !tbaa !4
  store i32 0, i32* @deletes, align 4, !tbaa !4
  store i32 0, i32* @news, align 4, !tbaa !4
  %28 = tail call noalias noundef nonnull dereferenceable(16) i8* @"??_U@YAPEAX_K@Z"(i64 noundef 16) #13
  %29 = bitcast i8* %28 to i64*
  store i64 2, i64* %29, align 8
  %30 = getelementptr inbounds i8, i8* %28, i64 8
  %31 = bitcast i8* %30 to i32*
  store i32 1, i32* %31, align 8, !tbaa !12
  %32 = getelementptr inbounds i8, i8* %28, i64 12
  %33 = bitcast i8* %32 to i32*
  store i32 2, i32* %33, align 4, !tbaa !12
  store volatile i8* %30, i8** @"?sink@@3REAXEA", align 8, !tbaa !10
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MDDPIAJM@?5?5?$HOObj?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 2) #12
  %35 = getelementptr inbounds i8, i8* %28, i64 8
  %36 = bitcast i8* %35 to i32*
  %37 = load i32, i32* %36, align 4, !tbaa !12
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MDDPIAJM@?5?5?$HOObj?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %37) #12
  tail call void @"??_V@YAXPEAX@Z"(i8* noundef nonnull %28) #14
  %39 = load i32, i32* @adeletes, align 4, !tbaa !4
  %40 = load i32, i32* @anews, align 4, !tbaa !4
  %41 = load i32, i32* @deletes, align 4, !tbaa !4
  %42 = load i32, i32* @news, align 4, !tbaa !4
  %43 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", i64 0, i64 0), i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @"??_C@_0BO@ONMDBCEO@new?5Obj?$FL2?$FN?5?1?5delete?$FL?$FN?5?$CIsized?$CJ?$AA@", i64 0, i64 0), i32 noundef %42, i32 noundef %41, i32 noundef %40, i32 noundef %39) #12
  store i32 0, i32* @adeletes, align 4, !tbaa !4
  store i32 0, i32* @anews, align 4, !tbaa !4
  store i32 0, i32* @deletes, align 4, !tbaa !4
  store i32 0, i32* @news, align 4, !tbaa !4
  %44 = tail call noalias noundef dereferenceable_or_null(4) i8* @"??2@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef 4, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #15
  %45 = icmp eq i8* %44, null
  br i1 %45, label %48, label %46

46:                                               ; preds = %10
  %47 = bitcast i8* %44 to i32*
  store i32 2, i32* %47, align 4, !tbaa !4
  br label %48

48:                                               ; preds = %46, %10
  %49 = phi i32* [ %47, %46 ], [ null, %10 ]
  %50 = bitcast i32* %49 to i8*
  store volatile i8* %50, i8** @"?sink@@3REAXEA", align 8, !tbaa !10
  %51 = icmp eq i32* %49, null
  %52 = select i1 %51, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MLLLIHIP@null?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07PPACKNHC@a?5block?$AA@", i64 0, i64 0)
  %53 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@OCAFGLKN@nothrow?5new?3?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %52)
  tail call void @"??3@YAXPEAXAEBUnothrow_t@std@@@Z"(i8* noundef %50, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #12
  %54 = load i32, i32* @adeletes, align 4, !tbaa !4
  %55 = load i32, i32* @anews, align 4, !tbaa !4
  %56 = load i32, i32* @deletes, align 4, !tbaa !4
  %57 = load i32, i32* @news, align 4, !tbaa !4
  %58 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", i64 0, i64 0), i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @"??_C@_0BN@NECHPNJN@nothrow?5new?5?1?5nothrow?5delete?$AA@", i64 0, i64 0), i32 noundef %57, i32 noundef %56, i32 noundef %55, i32 noundef %54) #12
  store i32 0, i32* @adeletes, align 4, !tbaa !4
  store i32 0, i32* @anews, align 4, !tbaa !4
  store i32 0, i32* @deletes, align 4, !tbaa !4
  store i32 0, i32* @news, align 4, !tbaa !4
  %59 = tail call noalias noundef dereferenceable_or_null(5) i8* @"??_U@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef 5, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #15
  store volatile i8* %59, i8** @"?sink@@3REAXEA", align 8, !tbaa !10
  %60 = icmp eq i8* %59, null
  %61 = select i1 %60, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MLLLIHIP@null?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07PPACKNHC@a?5block?$AA@", i64 0, i64 0)
  %62 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@IJANANAB@nothrow?5new?$FL?$FN?3?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %61)
  tail call void @"??_V@YAXPEAXAEBUnothrow_t@std@@@Z"(i8* noundef %59, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #12
  %63 = load i32, i32* @adeletes, align 4, !tbaa !4
  %64 = load i32, i32* @anews, align 4, !tbaa !4
  %65 = load i32, i32* @deletes, align 4, !tbaa !4
  %66 = load i32, i32* @news, align 4, !tbaa !4
  %67 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", i64 0, i64 0), i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@NHBCCIIP@nothrow?5new?$FL?$FN?5?1?5nothrow?5delete?$FL?$FN@", i64 0, i64 0), i32 noundef %66, i32 noundef %65, i32 noundef %64, i32 noundef %63) #12
  store i32 0, i32* @adeletes, align 4, !tbaa !4
  store i32 0, i32* @anews, align 4, !tbaa !4
  store i32 0, i32* @deletes, align 4, !tbaa !4
  store i32 0, i32* @news, align 4, !tbaa !4
  store i1 true, i1* @fail_next, align 1
  %68 = tail call noalias noundef dereferenceable_or_null(4) i8* @"??2@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef 4, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #15
  %69 = icmp eq i8* %68, null
  br i1 %69, label %72, label %70

70:                                               ; preds = %48
  %71 = bitcast i8* %68 to i32*
  store i32 3, i32* %71, align 4, !tbaa !4
  br label %72

72:                                               ; preds = %48, %70
  %73 = phi i32* [ %71, %70 ], [ null, %48 ]
  %74 = bitcast i32* %73 to i8*
  store volatile i8* %74, i8** @"?sink@@3REAXEA", align 8, !tbaa !10
  %75 = icmp eq i32* %73, null
  %76 = select i1 %75, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MLLLIHIP@null?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07PPACKNHC@a?5block?$AA@", i64 0, i64 0)
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@HPMPOIEF@nothrow?5new?5when?5new?5throws?3?5?$CFs?6@", i64 0, i64 0), i8* noundef %76)
  store i1 true, i1* @fail_next, align 1
  %78 = tail call noalias noundef dereferenceable_or_null(9) i8* @"??_U@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef 9, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #15
  store volatile i8* %78, i8** @"?sink@@3REAXEA", align 8, !tbaa !10
  %79 = icmp eq i8* %78, null
  %80 = select i1 %79, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MLLLIHIP@null?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07PPACKNHC@a?5block?$AA@", i64 0, i64 0)
  %81 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @"??_C@_0CD@CJIIEHNO@nothrow?5new?$FL?$FN?5when?5new?5throws?3?5?$CF@", i64 0, i64 0), i8* noundef %80)
  %82 = load i32, i32* @adeletes, align 4, !tbaa !4
  %83 = load i32, i32* @anews, align 4, !tbaa !4
  %84 = load i32, i32* @deletes, align 4, !tbaa !4
  %85 = load i32, i32* @news, align 4, !tbaa !4
  %86 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", i64 0, i64 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@FNLIFJKM@failing?5nothrow?5forms?$AA@", i64 0, i64 0), i32 noundef %85, i32 noundef %84, i32 noundef %83, i32 noundef %82) #12
  store i32 0, i32* @adeletes, align 4, !tbaa !4
  store i32 0, i32* @anews, align 4, !tbaa !4
  store i32 0, i32* @deletes, align 4, !tbaa !4
  %87 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %87)
  store i32 1, i32* @news, align 4, !tbaa !4
  store i1 false, i1* @fail_next, align 1
  %88 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @str, i64 0, i64 0))
  store i32 7, i32* %1, align 4, !tbaa !4
  invoke void @_CxxThrowException(i8* nonnull %87, %eh.ThrowInfo* nonnull @_TI1H) #11
          to label %89 unwind label %90

89:                                               ; preds = %72
  unreachable

90:                                               ; preds = %72
  %91 = catchswitch within none [label %92] unwind to caller

92:                                               ; preds = %90
  %93 = catchpad within %91 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %3]
  %94 = load i32, i32* %3, align 4, !tbaa !4
  %95 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@OGIEICDG@new?5int?5threw?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %94) [ "funclet"(token %93) ]
  catchret from %93 to label %96

96:                                               ; preds = %92
  %97 = load i32, i32* @adeletes, align 4, !tbaa !4
  %98 = load i32, i32* @anews, align 4, !tbaa !4
  %99 = load i32, i32* @deletes, align 4, !tbaa !4
  %100 = load i32, i32* @news, align 4, !tbaa !4
  %101 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", i64 0, i64 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@IDHOFFEO@throwing?5new?$AA@", i64 0, i64 0), i32 noundef %100, i32 noundef %99, i32 noundef %98, i32 noundef %97) #12
  store i32 0, i32* @adeletes, align 4, !tbaa !4
  store i32 0, i32* @deletes, align 4, !tbaa !4
  store i32 0, i32* @news, align 4, !tbaa !4
  store i32 1, i32* @anews, align 4, !tbaa !4
  %102 = load i64, i64* @used, align 8, !tbaa !8
  %103 = add i64 %102, 63
  %104 = and i64 %103, -64
  %105 = getelementptr inbounds [4096 x i8], [4096 x i8]* @pool, i64 0, i64 %104
  %106 = or i64 %104, 8
  store i64 %106, i64* @used, align 8, !tbaa !8
  %107 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@LNNKDFMN@aligned?5new?3?5aligned?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 1)
  call void @"??3@YAXPEAX_KW4align_val_t@std@@@Z"(i8* noundef nonnull %105, i64 noundef 8, i64 noundef 64) #12
  %108 = load i32, i32* @adeletes, align 4, !tbaa !4
  %109 = load i32, i32* @anews, align 4, !tbaa !4
  %110 = load i32, i32* @deletes, align 4, !tbaa !4
  %111 = load i32, i32* @news, align 4, !tbaa !4
  %112 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", i64 0, i64 0), i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @"??_C@_0CD@NPCGDCNI@aligned?5new?5?1?5sized?5aligned?5dele@", i64 0, i64 0), i32 noundef %111, i32 noundef %110, i32 noundef %109, i32 noundef %108) #12
  store i32 0, i32* @adeletes, align 4, !tbaa !4
  store i32 0, i32* @anews, align 4, !tbaa !4
  store i32 0, i32* @deletes, align 4, !tbaa !4
  store i32 0, i32* @news, align 4, !tbaa !4
  %113 = call noalias noundef nonnull align 32 i8* @"??_U@YAPEAX_KW4align_val_t@std@@@Z"(i64 noundef 40, i64 noundef 32) #16
  %114 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@EAHLCLGB@aligned?5new?$FL?$FN?3?5aligned?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 1)
  call void @"??_V@YAXPEAXW4align_val_t@std@@@Z"(i8* noundef nonnull %113, i64 noundef 32) #12
  %115 = load i32, i32* @adeletes, align 4, !tbaa !4
  %116 = load i32, i32* @anews, align 4, !tbaa !4
  %117 = load i32, i32* @deletes, align 4, !tbaa !4
  %118 = load i32, i32* @news, align 4, !tbaa !4
  %119 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", i64 0, i64 0), i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@LNCKFBCO@aligned?5new?$FL?$FN?5?1?5aligned?5delete?$FL?$FN@", i64 0, i64 0), i32 noundef %118, i32 noundef %117, i32 noundef %116, i32 noundef %115) #12
  store i32 0, i32* @adeletes, align 4, !tbaa !4
  store i32 0, i32* @anews, align 4, !tbaa !4
  store i32 0, i32* @deletes, align 4, !tbaa !4
  store i32 0, i32* @news, align 4, !tbaa !4
  %120 = call noalias noundef align 128 i8* @"??2@YAPEAX_KW4align_val_t@std@@AEBUnothrow_t@1@@Z"(i64 noundef 32, i64 noundef 128, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @"?nothrow@std@@3Unothrow_t@1@B") #17
  %121 = icmp eq i8* %120, null
  %122 = select i1 %121, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MLLLIHIP@null?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07PPACKNHC@a?5block?$AA@", i64 0, i64 0)
  %123 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @"??_C@_0CF@LMGFBGEP@nothrow?5aligned?5new?3?5?$CFs?0?5aligned@", i64 0, i64 0), i8* noundef %122, i32 noundef 1)
  %124 = load i32, i32* @adeletes, align 4, !tbaa !4
  br i1 %121, label %127, label %125

125:                                              ; preds = %96
  %126 = add nsw i32 %124, 1
  store i32 %126, i32* @adeletes, align 4, !tbaa !4
  br label %127

127:                                              ; preds = %96, %125
  %128 = phi i32 [ %126, %125 ], [ %124, %96 ]
  %129 = load i32, i32* @anews, align 4, !tbaa !4
  %130 = load i32, i32* @deletes, align 4, !tbaa !4
  %131 = load i32, i32* @news, align 4, !tbaa !4
  %132 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @"??_C@_0DH@OHOPIJAE@?$CFs?3?5new?5?$CFd?5delete?5?$CFd?5aligned?5new@", i64 0, i64 0), i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @"??_C@_0CF@JGFFNCLO@nothrow?5aligned?5new?5?1?5aligned?5de@", i64 0, i64 0), i32 noundef %131, i32 noundef %130, i32 noundef %129, i32 noundef %128) #12
  store i32 0, i32* @adeletes, align 4, !tbaa !4
  store i32 0, i32* @anews, align 4, !tbaa !4
  store i32 0, i32* @deletes, align 4, !tbaa !4
  store i32 0, i32* @news, align 4, !tbaa !4
  ret i32 0
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @"??_U@YAPEAX_K@Z"(i64 noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPEAX@Z"(i8* noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef i8* @"??2@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #7

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAXAEBUnothrow_t@std@@@Z"(i8* noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef i8* @"??_U@YAPEAX_KAEBUnothrow_t@std@@@Z"(i64 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #7

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPEAXAEBUnothrow_t@std@@@Z"(i8* noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nounwind
declare dso_local void @"??3@YAXPEAX_KW4align_val_t@std@@@Z"(i8* noundef, i64 noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @"??_U@YAPEAX_KW4align_val_t@std@@@Z"(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPEAXW4align_val_t@std@@@Z"(i8* noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef i8* @"??2@YAPEAX_KW4align_val_t@std@@AEBUnothrow_t@1@@Z"(i64 noundef, i64 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #10

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #10

attributes #0 = { mustprogress nobuiltin uwtable allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nobuiltin nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nobuiltin nofree norecurse nosync nounwind uwtable willreturn allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { argmemonly nofree nosync nounwind willreturn }
attributes #11 = { noreturn }
attributes #12 = { nounwind }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { builtin nounwind }
attributes #15 = { builtin nounwind allocsize(0) }
attributes #16 = { allocsize(0) }
attributes #17 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"long long", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !6, i64 0}
!12 = !{!13, !5, i64 0}
!13 = !{!"?AUObj@@", !5, i64 0}
