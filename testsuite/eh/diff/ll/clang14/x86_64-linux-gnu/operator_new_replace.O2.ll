; ModuleID = 'operator_new_replace.cpp'
source_filename = "operator_new_replace.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"struct.std::nothrow_t" = type { i8 }

@_ZL4news = internal unnamed_addr global i32 0, align 4
@_ZL9fail_next = internal unnamed_addr global i1 false, align 1
@_ZTIi = external constant i8*
@_ZL7deletes = internal unnamed_addr global i32 0, align 4
@_ZL5anews = internal unnamed_addr global i32 0, align 4
@_ZL8adeletes = internal unnamed_addr global i32 0, align 4
@sink = dso_local global i8* null, align 8
@.str.1 = private unnamed_addr constant [17 x i8] c"new int / delete\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"new int[3] / delete[]\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"new Obj[2] / delete[] (sized)\00", align 1
@_ZSt7nothrow = external global %"struct.std::nothrow_t", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"nothrow new: %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"a block\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"null\00", align 1
@.str.7 = private unnamed_addr constant [29 x i8] c"nothrow new / nothrow delete\00", align 1
@.str.8 = private unnamed_addr constant [19 x i8] c"nothrow new[]: %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [33 x i8] c"nothrow new[] / nothrow delete[]\00", align 1
@.str.10 = private unnamed_addr constant [33 x i8] c"nothrow new when new throws: %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [35 x i8] c"nothrow new[] when new throws: %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [22 x i8] c"failing nothrow forms\00", align 1
@.str.14 = private unnamed_addr constant [18 x i8] c"new int threw %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [13 x i8] c"throwing new\00", align 1
@.str.16 = private unnamed_addr constant [25 x i8] c"aligned new: aligned %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [35 x i8] c"aligned new / sized aligned delete\00", align 1
@.str.18 = private unnamed_addr constant [27 x i8] c"aligned new[]: aligned %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [33 x i8] c"aligned new[] / aligned delete[]\00", align 1
@.str.20 = private unnamed_addr constant [37 x i8] c"nothrow aligned new: %s, aligned %d\0A\00", align 1
@.str.21 = private unnamed_addr constant [37 x i8] c"nothrow aligned new / aligned delete\00", align 1
@_ZL4used = internal unnamed_addr global i64 0, align 8
@_ZL4pool = internal global [4096 x i8] zeroinitializer, align 128
@.str.22 = private unnamed_addr constant [55 x i8] c"%s: new %d delete %d aligned new %d aligned delete %d\0A\00", align 1
@.str.23 = private unnamed_addr constant [11 x i8] c"  ~Obj %d\0A\00", align 1
@str = private unnamed_addr constant [31 x i8] c"  replaced new fails: throws 7\00", align 1

; Function Attrs: mustprogress nobuiltin uwtable allocsize(0)
define dso_local noundef nonnull i8* @_Znwm(i64 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, i32* @_ZL4news, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @_ZL4news, align 4, !tbaa !5
  %4 = load i1, i1* @_ZL9fail_next, align 1
  br i1 %4, label %5, label %9

5:                                                ; preds = %1
  store i1 false, i1* @_ZL9fail_next, align 1
  %6 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @str, i64 0, i64 0))
  %7 = tail call i8* @__cxa_allocate_exception(i64 4) #11
  %8 = bitcast i8* %7 to i32*
  store i32 7, i32* %8, align 16, !tbaa !5
  tail call void @__cxa_throw(i8* %7, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #12
  unreachable

9:                                                ; preds = %1
  %10 = load i64, i64* @_ZL4used, align 8, !tbaa !9
  %11 = add i64 %10, 15
  %12 = and i64 %11, -16
  %13 = getelementptr inbounds [4096 x i8], [4096 x i8]* @_ZL4pool, i64 0, i64 %12
  %14 = icmp eq i64 %0, 0
  %15 = select i1 %14, i64 1, i64 %0
  %16 = add i64 %12, %15
  store i64 %16, i64* @_ZL4used, align 8, !tbaa !9
  ret i8* %13
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: mustprogress nobuiltin nofree norecurse nosync nounwind uwtable willreturn
define dso_local void @_ZdlPv(i8* noundef readnone %0) local_unnamed_addr #2 {
  %2 = icmp eq i8* %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = load i32, i32* @_ZL7deletes, align 4, !tbaa !5
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @_ZL7deletes, align 4, !tbaa !5
  br label %6

6:                                                ; preds = %3, %1
  ret void
}

; Function Attrs: mustprogress nobuiltin nofree norecurse nosync nounwind uwtable willreturn allocsize(0)
define dso_local noundef nonnull i8* @_ZnwmSt11align_val_t(i64 noundef %0, i64 noundef %1) local_unnamed_addr #3 {
  %3 = load i32, i32* @_ZL5anews, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @_ZL5anews, align 4, !tbaa !5
  %5 = load i64, i64* @_ZL4used, align 8, !tbaa !9
  %6 = add i64 %1, -1
  %7 = add i64 %6, %5
  %8 = urem i64 %7, %1
  %9 = sub i64 %7, %8
  %10 = getelementptr inbounds [4096 x i8], [4096 x i8]* @_ZL4pool, i64 0, i64 %9
  %11 = icmp eq i64 %0, 0
  %12 = select i1 %11, i64 1, i64 %0
  %13 = add i64 %9, %12
  store i64 %13, i64* @_ZL4used, align 8, !tbaa !9
  ret i8* %10
}

; Function Attrs: mustprogress nobuiltin nofree norecurse nosync nounwind uwtable willreturn
define dso_local void @_ZdlPvSt11align_val_t(i8* noundef readnone %0, i64 %1) local_unnamed_addr #2 {
  %3 = icmp eq i8* %0, null
  br i1 %3, label %7, label %4

4:                                                ; preds = %2
  %5 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !5
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @_ZL8adeletes, align 4, !tbaa !5
  br label %7

7:                                                ; preds = %4, %2
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = load i32, i32* @_ZL4news, align 4, !tbaa !5
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @_ZL4news, align 4, !tbaa !5
  %3 = load i1, i1* @_ZL9fail_next, align 1
  br i1 %3, label %4, label %8

4:                                                ; preds = %0
  store i1 false, i1* @_ZL9fail_next, align 1
  %5 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @str, i64 0, i64 0))
  %6 = tail call i8* @__cxa_allocate_exception(i64 4) #11
  %7 = bitcast i8* %6 to i32*
  store i32 7, i32* %7, align 16, !tbaa !5
  tail call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #12
  unreachable

8:                                                ; preds = %0
  %9 = load i64, i64* @_ZL4used, align 8, !tbaa !9
  %10 = add i64 %9, 15
  %11 = and i64 %10, -16
  %12 = getelementptr inbounds [4096 x i8], [4096 x i8]* @_ZL4pool, i64 0, i64 %11
  %13 = or i64 %11, 4
  store i64 %13, i64* @_ZL4used, align 8, !tbaa !9
  %14 = bitcast i8* %12 to i32*
  store i32 1, i32* %14, align 16, !tbaa !5
  store volatile i8* %12, i8** @sink, align 8, !tbaa !11
  %15 = load i32, i32* @_ZL7deletes, align 4, !tbaa !5
  %16 = add nsw i32 %15, 1
  store i32 %16, i32* @_ZL7deletes, align 4, !tbaa !5
  %17 = load i32, i32* @_ZL5anews, align 4, !tbaa !5
  %18 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !5
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i32 noundef %2, i32 noundef %16, i32 noundef %17, i32 noundef %18) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !5
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !5
  store i32 0, i32* @_ZL4news, align 4, !tbaa !5
  %20 = tail call noalias noundef nonnull dereferenceable(12) i8* @_Znam(i64 noundef 12) #13
  store volatile i8* %20, i8** @sink, align 8, !tbaa !11
  tail call void @_ZdaPv(i8* noundef nonnull %20) #14
  %21 = load i32, i32* @_ZL4news, align 4, !tbaa !5
  %22 = load i32, i32* @_ZL7deletes, align 4, !tbaa !5
  %23 = load i32, i32* @_ZL5anews, align 4, !tbaa !5
  %24 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !5
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i64 0, i64 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i64 0, i64 0), i32 noundef %21, i32 noundef %22, i32 noundef %23, i32 noundef %24) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !5
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !5
  store i32 0, i32* @_ZL4news, align 4, !tbaa !5
  %26 = tail call noalias noundef nonnull dereferenceable(16) i8* @_Znam(i64 noundef 16) #13
  %27 = bitcast i8* %26 to i64*
  store i64 2, i64* %27, align 8
  %28 = getelementptr inbounds i8, i8* %26, i64 8
  %29 = bitcast i8* %28 to i32*
  store i32 1, i32* %29, align 8, !tbaa !13
  %30 = getelementptr inbounds i8, i8* %26, i64 12
  %31 = bitcast i8* %30 to i32*
  store i32 2, i32* %31, align 4, !tbaa !13
  store volatile i8* %28, i8** @sink, align 8, !tbaa !11
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.23, i64 0, i64 0), i32 noundef 2) #11
  %33 = getelementptr inbounds i8, i8* %26, i64 8
  %34 = bitcast i8* %33 to i32*
  %35 = load i32, i32* %34, align 4, !tbaa !13
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.23, i64 0, i64 0), i32 noundef %35) #11
  tail call void @_ZdaPv(i8* noundef nonnull %26) #14
  %37 = load i32, i32* @_ZL4news, align 4, !tbaa !5
  %38 = load i32, i32* @_ZL7deletes, align 4, !tbaa !5
  %39 = load i32, i32* @_ZL5anews, align 4, !tbaa !5
  %40 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !5
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i64 0, i64 0), i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.3, i64 0, i64 0), i32 noundef %37, i32 noundef %38, i32 noundef %39, i32 noundef %40) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !5
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !5
  store i32 0, i32* @_ZL4news, align 4, !tbaa !5
  %42 = tail call noalias noundef dereferenceable_or_null(4) i8* @_ZnwmRKSt9nothrow_t(i64 noundef 4, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  %43 = icmp eq i8* %42, null
  br i1 %43, label %46, label %44

44:                                               ; preds = %8
  %45 = bitcast i8* %42 to i32*
  store i32 2, i32* %45, align 4, !tbaa !5
  br label %46

46:                                               ; preds = %44, %8
  %47 = phi i32* [ %45, %44 ], [ null, %8 ]
  %48 = bitcast i32* %47 to i8*
  store volatile i8* %48, i8** @sink, align 8, !tbaa !11
  %49 = icmp eq i32* %47, null
  %50 = select i1 %49, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0)
  %51 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i8* noundef %50)
  tail call void @_ZdlPvRKSt9nothrow_t(i8* noundef %48, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #11
  %52 = load i32, i32* @_ZL4news, align 4, !tbaa !5
  %53 = load i32, i32* @_ZL7deletes, align 4, !tbaa !5
  %54 = load i32, i32* @_ZL5anews, align 4, !tbaa !5
  %55 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !5
  %56 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i64 0, i64 0), i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.7, i64 0, i64 0), i32 noundef %52, i32 noundef %53, i32 noundef %54, i32 noundef %55) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !5
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !5
  store i32 0, i32* @_ZL4news, align 4, !tbaa !5
  %57 = tail call noalias noundef dereferenceable_or_null(5) i8* @_ZnamRKSt9nothrow_t(i64 noundef 5, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  store volatile i8* %57, i8** @sink, align 8, !tbaa !11
  %58 = icmp eq i8* %57, null
  %59 = select i1 %58, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0)
  %60 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.8, i64 0, i64 0), i8* noundef %59)
  tail call void @_ZdaPvRKSt9nothrow_t(i8* noundef %57, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #11
  %61 = load i32, i32* @_ZL4news, align 4, !tbaa !5
  %62 = load i32, i32* @_ZL7deletes, align 4, !tbaa !5
  %63 = load i32, i32* @_ZL5anews, align 4, !tbaa !5
  %64 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !5
  %65 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i64 0, i64 0), i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.9, i64 0, i64 0), i32 noundef %61, i32 noundef %62, i32 noundef %63, i32 noundef %64) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !5
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !5
  store i32 0, i32* @_ZL4news, align 4, !tbaa !5
  store i1 true, i1* @_ZL9fail_next, align 1
  %66 = tail call noalias noundef dereferenceable_or_null(4) i8* @_ZnwmRKSt9nothrow_t(i64 noundef 4, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  %67 = icmp eq i8* %66, null
  br i1 %67, label %70, label %68

68:                                               ; preds = %46
  %69 = bitcast i8* %66 to i32*
  store i32 3, i32* %69, align 4, !tbaa !5
  br label %70

70:                                               ; preds = %46, %68
  %71 = phi i32* [ %69, %68 ], [ null, %46 ]
  %72 = bitcast i32* %71 to i8*
  store volatile i8* %72, i8** @sink, align 8, !tbaa !11
  %73 = icmp eq i32* %71, null
  %74 = select i1 %73, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0)
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.10, i64 0, i64 0), i8* noundef %74)
  store i1 true, i1* @_ZL9fail_next, align 1
  %76 = tail call noalias noundef dereferenceable_or_null(9) i8* @_ZnamRKSt9nothrow_t(i64 noundef 9, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  store volatile i8* %76, i8** @sink, align 8, !tbaa !11
  %77 = icmp eq i8* %76, null
  %78 = select i1 %77, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0)
  %79 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.11, i64 0, i64 0), i8* noundef %78)
  %80 = load i32, i32* @_ZL4news, align 4, !tbaa !5
  %81 = load i32, i32* @_ZL7deletes, align 4, !tbaa !5
  %82 = load i32, i32* @_ZL5anews, align 4, !tbaa !5
  %83 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !5
  %84 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i64 0, i64 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.12, i64 0, i64 0), i32 noundef %80, i32 noundef %81, i32 noundef %82, i32 noundef %83) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !5
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !5
  store i32 1, i32* @_ZL4news, align 4, !tbaa !5
  store i1 false, i1* @_ZL9fail_next, align 1
  %85 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @str, i64 0, i64 0))
  %86 = tail call i8* @__cxa_allocate_exception(i64 4) #11
  %87 = bitcast i8* %86 to i32*
  store i32 7, i32* %87, align 16, !tbaa !5
  invoke void @__cxa_throw(i8* nonnull %86, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #12
          to label %88 unwind label %89

88:                                               ; preds = %70
  unreachable

89:                                               ; preds = %70
  %90 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %91 = extractvalue { i8*, i32 } %90, 1
  %92 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #11
  %93 = icmp eq i32 %91, %92
  br i1 %93, label %94, label %136

94:                                               ; preds = %89
  %95 = extractvalue { i8*, i32 } %90, 0
  %96 = tail call i8* @__cxa_begin_catch(i8* %95) #11
  %97 = bitcast i8* %96 to i32*
  %98 = load i32, i32* %97, align 4, !tbaa !5
  %99 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.14, i64 0, i64 0), i32 noundef %98)
  tail call void @__cxa_end_catch() #11
  %100 = load i32, i32* @_ZL4news, align 4, !tbaa !5
  %101 = load i32, i32* @_ZL7deletes, align 4, !tbaa !5
  %102 = load i32, i32* @_ZL5anews, align 4, !tbaa !5
  %103 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !5
  %104 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i64 0, i64 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.15, i64 0, i64 0), i32 noundef %100, i32 noundef %101, i32 noundef %102, i32 noundef %103) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !5
  store i32 0, i32* @_ZL4news, align 4, !tbaa !5
  store i32 1, i32* @_ZL5anews, align 4, !tbaa !5
  %105 = load i64, i64* @_ZL4used, align 8, !tbaa !9
  %106 = add i64 %105, 63
  %107 = and i64 %106, -64
  %108 = getelementptr inbounds [4096 x i8], [4096 x i8]* @_ZL4pool, i64 0, i64 %107
  %109 = or i64 %107, 8
  store i64 %109, i64* @_ZL4used, align 8, !tbaa !9
  %110 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.16, i64 0, i64 0), i32 noundef 1)
  tail call void @_ZdlPvmSt11align_val_t(i8* noundef nonnull %108, i64 noundef 8, i64 noundef 64) #11
  %111 = load i32, i32* @_ZL4news, align 4, !tbaa !5
  %112 = load i32, i32* @_ZL7deletes, align 4, !tbaa !5
  %113 = load i32, i32* @_ZL5anews, align 4, !tbaa !5
  %114 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !5
  %115 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i64 0, i64 0), i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.17, i64 0, i64 0), i32 noundef %111, i32 noundef %112, i32 noundef %113, i32 noundef %114) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !5
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !5
  store i32 0, i32* @_ZL4news, align 4, !tbaa !5
  %116 = tail call noalias noundef nonnull align 32 i8* @_ZnamSt11align_val_t(i64 noundef 40, i64 noundef 32) #16
  %117 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.18, i64 0, i64 0), i32 noundef 1)
  tail call void @_ZdaPvSt11align_val_t(i8* noundef nonnull %116, i64 noundef 32) #11
  %118 = load i32, i32* @_ZL4news, align 4, !tbaa !5
  %119 = load i32, i32* @_ZL7deletes, align 4, !tbaa !5
  %120 = load i32, i32* @_ZL5anews, align 4, !tbaa !5
  %121 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !5
  %122 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i64 0, i64 0), i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.19, i64 0, i64 0), i32 noundef %118, i32 noundef %119, i32 noundef %120, i32 noundef %121) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !5
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !5
  store i32 0, i32* @_ZL4news, align 4, !tbaa !5
  %123 = tail call noalias noundef align 128 i8* @_ZnwmSt11align_val_tRKSt9nothrow_t(i64 noundef 32, i64 noundef 128, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #17
  %124 = icmp eq i8* %123, null
  %125 = select i1 %124, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0)
  %126 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.20, i64 0, i64 0), i8* noundef %125, i32 noundef 1)
  %127 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !5
  br i1 %124, label %130, label %128

128:                                              ; preds = %94
  %129 = add nsw i32 %127, 1
  store i32 %129, i32* @_ZL8adeletes, align 4, !tbaa !5
  br label %130

130:                                              ; preds = %94, %128
  %131 = phi i32 [ %129, %128 ], [ %127, %94 ]
  %132 = load i32, i32* @_ZL4news, align 4, !tbaa !5
  %133 = load i32, i32* @_ZL7deletes, align 4, !tbaa !5
  %134 = load i32, i32* @_ZL5anews, align 4, !tbaa !5
  %135 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i64 0, i64 0), i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.21, i64 0, i64 0), i32 noundef %132, i32 noundef %133, i32 noundef %134, i32 noundef %131) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !5
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !5
  store i32 0, i32* @_ZL4news, align 4, !tbaa !5
  ret i32 0

136:                                              ; preds = %89
  resume { i8*, i32 } %90
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znam(i64 noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(i8* noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnwmRKSt9nothrow_t(i64 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvRKSt9nothrow_t(i8* noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnamRKSt9nothrow_t(i64 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvRKSt9nothrow_t(i8* noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #8

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZdlPvmSt11align_val_t(i8* noundef, i64 noundef, i64 noundef) local_unnamed_addr #9

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_ZnamSt11align_val_t(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvSt11align_val_t(i8* noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnwmSt11align_val_tRKSt9nothrow_t(i64 noundef, i64 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #10

attributes #0 = { mustprogress nobuiltin uwtable allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nobuiltin nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nobuiltin nofree norecurse nosync nounwind uwtable willreturn allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone }
attributes #9 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { builtin nounwind }
attributes #15 = { builtin nounwind allocsize(0) }
attributes #16 = { allocsize(0) }
attributes #17 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
!13 = !{!14, !6, i64 0}
!14 = !{!"_ZTS3Obj", !6, i64 0}
