; ModuleID = 'operator_new_replace.cpp'
source_filename = "operator_new_replace.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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
  %2 = load i32, i32* @_ZL4news, align 4, !tbaa !10
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @_ZL4news, align 4, !tbaa !10
  %4 = load i1, i1* @_ZL9fail_next, align 1
  br i1 %4, label %5, label %9

5:                                                ; preds = %1
  store i1 false, i1* @_ZL9fail_next, align 1
  %6 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @str, i64 0, i64 0))
  %7 = tail call i8* @__cxa_allocate_exception(i64 4) #11
  %8 = bitcast i8* %7 to i32*
  store i32 7, i32* %8, align 16, !tbaa !10
  tail call void @__cxa_throw(i8* %7, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #12
  unreachable

9:                                                ; preds = %1
  %10 = load i64, i64* @_ZL4used, align 8, !tbaa !14
  %11 = add i64 %10, 15
  %12 = and i64 %11, -16
  %13 = getelementptr inbounds [4096 x i8], [4096 x i8]* @_ZL4pool, i64 0, i64 %12
  %14 = icmp eq i64 %0, 0
  %15 = select i1 %14, i64 1, i64 %0
  %16 = add i64 %12, %15
  store i64 %16, i64* @_ZL4used, align 8, !tbaa !14
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
  %4 = load i32, i32* @_ZL7deletes, align 4, !tbaa !10
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @_ZL7deletes, align 4, !tbaa !10
  br label %6

6:                                                ; preds = %3, %1
  ret void
}

; Function Attrs: mustprogress nobuiltin nofree norecurse nosync nounwind uwtable willreturn allocsize(0)
define dso_local noundef nonnull i8* @_ZnwmSt11align_val_t(i64 noundef %0, i64 noundef %1) local_unnamed_addr #3 {
  %3 = load i32, i32* @_ZL5anews, align 4, !tbaa !10
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @_ZL5anews, align 4, !tbaa !10
  %5 = load i64, i64* @_ZL4used, align 8, !tbaa !14
  %6 = add i64 %1, -1
  %7 = add i64 %6, %5
  %8 = urem i64 %7, %1
  %9 = sub i64 %7, %8
  %10 = getelementptr inbounds [4096 x i8], [4096 x i8]* @_ZL4pool, i64 0, i64 %9
  %11 = icmp eq i64 %0, 0
  %12 = select i1 %11, i64 1, i64 %0
  %13 = add i64 %9, %12
  store i64 %13, i64* @_ZL4used, align 8, !tbaa !14
  ret i8* %10
}

; Function Attrs: mustprogress nobuiltin nofree norecurse nosync nounwind uwtable willreturn
define dso_local void @_ZdlPvSt11align_val_t(i8* noundef readnone %0, i64 %1) local_unnamed_addr #2 {
  %3 = icmp eq i8* %0, null
  br i1 %3, label %7, label %4

4:                                                ; preds = %2
  %5 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !10
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @_ZL8adeletes, align 4, !tbaa !10
  br label %7

7:                                                ; preds = %4, %2
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = load i32, i32* @_ZL4news, align 4, !tbaa !10
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @_ZL4news, align 4, !tbaa !10
  %3 = load i1, i1* @_ZL9fail_next, align 1
  br i1 %3, label %4, label %8

4:                                                ; preds = %0
  store i1 false, i1* @_ZL9fail_next, align 1
  %5 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @str, i64 0, i64 0))
  %6 = tail call i8* @__cxa_allocate_exception(i64 4) #11
  %7 = bitcast i8* %6 to i32*
  store i32 7, i32* %7, align 16, !tbaa !10
  tail call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #12
  unreachable

8:                                                ; preds = %0
  %9 = load i64, i64* @_ZL4used, align 8, !tbaa !14
  %10 = add i64 %9, 15
  %11 = and i64 %10, -16
  %12 = getelementptr inbounds [4096 x i8], [4096 x i8]* @_ZL4pool, i64 0, i64 %11
  %13 = or i64 %11, 4
  store i64 %13, i64* @_ZL4used, align 8, !tbaa !14
  %14 = bitcast i8* %12 to i32*
  store i32 1, i32* %14, align 16, !tbaa !10
  store volatile i8* %12, i8** @sink, align 8, !tbaa !16
  %15 = load i32, i32* @_ZL7deletes, align 4, !tbaa !10
  %16 = add nsw i32 %15, 1
  store i32 %16, i32* @_ZL7deletes, align 4, !tbaa !10
  %17 = load i32, i32* @_ZL5anews, align 4, !tbaa !10
  %18 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !10
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i32 noundef %2, i32 noundef %16, i32 noundef %17, i32 noundef %18) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !10
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !10
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !10
  store i32 0, i32* @_ZL4news, align 4, !tbaa !10
  %20 = tail call noalias noundef nonnull dereferenceable(12) i8* @_Znam(i64 noundef 12) #13
  store volatile i8* %20, i8** @sink, align 8, !tbaa !16
  tail call void @_ZdaPv(i8* noundef nonnull %20) #14
  %21 = load i32, i32* @_ZL4news, align 4, !tbaa !10
  %22 = load i32, i32* @_ZL7deletes, align 4, !tbaa !10
  %23 = load i32, i32* @_ZL5anews, align 4, !tbaa !10
  %24 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !10
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i64 0, i64 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i64 0, i64 0), i32 noundef %21, i32 noundef %22, i32 noundef %23, i32 noundef %24) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !10
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !10
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !10
  store i32 0, i32* @_ZL4news, align 4, !tbaa !10
  %26 = tail call noalias noundef nonnull dereferenceable(16) i8* @_Znam(i64 noundef 16) #13
  %27 = bitcast i8* %26 to i64*
  store i64 2, i64* %27, align 8
  %28 = getelementptr inbounds i8, i8* %26, i64 8
  %29 = bitcast i8* %28 to <2 x i32>*
  store <2 x i32> <i32 1, i32 2>, <2 x i32>* %29, align 8, !tbaa !18
  store volatile i8* %28, i8** @sink, align 8, !tbaa !16
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.23, i64 0, i64 0), i32 noundef 2) #11
  %31 = getelementptr inbounds i8, i8* %26, i64 8
  %32 = bitcast i8* %31 to i32*
  %33 = load i32, i32* %32, align 4, !tbaa !18
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.23, i64 0, i64 0), i32 noundef %33) #11
  tail call void @_ZdaPv(i8* noundef nonnull %26) #14
  %35 = load i32, i32* @_ZL4news, align 4, !tbaa !10
  %36 = load i32, i32* @_ZL7deletes, align 4, !tbaa !10
  %37 = load i32, i32* @_ZL5anews, align 4, !tbaa !10
  %38 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !10
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i64 0, i64 0), i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.3, i64 0, i64 0), i32 noundef %35, i32 noundef %36, i32 noundef %37, i32 noundef %38) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !10
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !10
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !10
  store i32 0, i32* @_ZL4news, align 4, !tbaa !10
  %40 = tail call noalias noundef dereferenceable_or_null(4) i8* @_ZnwmRKSt9nothrow_t(i64 noundef 4, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  %41 = icmp eq i8* %40, null
  br i1 %41, label %44, label %42

42:                                               ; preds = %8
  %43 = bitcast i8* %40 to i32*
  store i32 2, i32* %43, align 4, !tbaa !10
  br label %44

44:                                               ; preds = %42, %8
  %45 = phi i32* [ %43, %42 ], [ null, %8 ]
  %46 = bitcast i32* %45 to i8*
  store volatile i8* %46, i8** @sink, align 8, !tbaa !16
  %47 = icmp eq i32* %45, null
  %48 = select i1 %47, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0)
  %49 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i8* noundef %48)
  tail call void @_ZdlPvRKSt9nothrow_t(i8* noundef %46, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #11
  %50 = load i32, i32* @_ZL4news, align 4, !tbaa !10
  %51 = load i32, i32* @_ZL7deletes, align 4, !tbaa !10
  %52 = load i32, i32* @_ZL5anews, align 4, !tbaa !10
  %53 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !10
  %54 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i64 0, i64 0), i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.7, i64 0, i64 0), i32 noundef %50, i32 noundef %51, i32 noundef %52, i32 noundef %53) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !10
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !10
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !10
  store i32 0, i32* @_ZL4news, align 4, !tbaa !10
  %55 = tail call noalias noundef dereferenceable_or_null(5) i8* @_ZnamRKSt9nothrow_t(i64 noundef 5, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  store volatile i8* %55, i8** @sink, align 8, !tbaa !16
  %56 = icmp eq i8* %55, null
  %57 = select i1 %56, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0)
  %58 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.8, i64 0, i64 0), i8* noundef %57)
  tail call void @_ZdaPvRKSt9nothrow_t(i8* noundef %55, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #11
  %59 = load i32, i32* @_ZL4news, align 4, !tbaa !10
  %60 = load i32, i32* @_ZL7deletes, align 4, !tbaa !10
  %61 = load i32, i32* @_ZL5anews, align 4, !tbaa !10
  %62 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !10
  %63 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i64 0, i64 0), i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.9, i64 0, i64 0), i32 noundef %59, i32 noundef %60, i32 noundef %61, i32 noundef %62) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !10
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !10
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !10
  store i32 0, i32* @_ZL4news, align 4, !tbaa !10
  store i1 true, i1* @_ZL9fail_next, align 1
  %64 = tail call noalias noundef dereferenceable_or_null(4) i8* @_ZnwmRKSt9nothrow_t(i64 noundef 4, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  %65 = icmp eq i8* %64, null
  br i1 %65, label %68, label %66

66:                                               ; preds = %44
  %67 = bitcast i8* %64 to i32*
  store i32 3, i32* %67, align 4, !tbaa !10
  br label %68

68:                                               ; preds = %44, %66
  %69 = phi i32* [ %67, %66 ], [ null, %44 ]
  %70 = bitcast i32* %69 to i8*
  store volatile i8* %70, i8** @sink, align 8, !tbaa !16
  %71 = icmp eq i32* %69, null
  %72 = select i1 %71, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0)
  %73 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.10, i64 0, i64 0), i8* noundef %72)
  store i1 true, i1* @_ZL9fail_next, align 1
  %74 = tail call noalias noundef dereferenceable_or_null(9) i8* @_ZnamRKSt9nothrow_t(i64 noundef 9, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  store volatile i8* %74, i8** @sink, align 8, !tbaa !16
  %75 = icmp eq i8* %74, null
  %76 = select i1 %75, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0)
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.11, i64 0, i64 0), i8* noundef %76)
  %78 = load i32, i32* @_ZL4news, align 4, !tbaa !10
  %79 = load i32, i32* @_ZL7deletes, align 4, !tbaa !10
  %80 = load i32, i32* @_ZL5anews, align 4, !tbaa !10
  %81 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !10
  %82 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i64 0, i64 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.12, i64 0, i64 0), i32 noundef %78, i32 noundef %79, i32 noundef %80, i32 noundef %81) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !10
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !10
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !10
  store i32 1, i32* @_ZL4news, align 4, !tbaa !10
  store i1 false, i1* @_ZL9fail_next, align 1
  %83 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @str, i64 0, i64 0))
  %84 = tail call i8* @__cxa_allocate_exception(i64 4) #11
  %85 = bitcast i8* %84 to i32*
  store i32 7, i32* %85, align 16, !tbaa !10
  invoke void @__cxa_throw(i8* nonnull %84, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #12
          to label %86 unwind label %87

86:                                               ; preds = %68
  unreachable

87:                                               ; preds = %68
  %88 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %89 = extractvalue { i8*, i32 } %88, 1
  %90 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #11
  %91 = icmp eq i32 %89, %90
  br i1 %91, label %92, label %134

92:                                               ; preds = %87
  %93 = extractvalue { i8*, i32 } %88, 0
  %94 = tail call i8* @__cxa_begin_catch(i8* %93) #11
  %95 = bitcast i8* %94 to i32*
  %96 = load i32, i32* %95, align 4, !tbaa !10
  %97 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.14, i64 0, i64 0), i32 noundef %96)
  tail call void @__cxa_end_catch() #11
  %98 = load i32, i32* @_ZL4news, align 4, !tbaa !10
  %99 = load i32, i32* @_ZL7deletes, align 4, !tbaa !10
  %100 = load i32, i32* @_ZL5anews, align 4, !tbaa !10
  %101 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !10
  %102 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i64 0, i64 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.15, i64 0, i64 0), i32 noundef %98, i32 noundef %99, i32 noundef %100, i32 noundef %101) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !10
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !10
  store i32 0, i32* @_ZL4news, align 4, !tbaa !10
  store i32 1, i32* @_ZL5anews, align 4, !tbaa !10
  %103 = load i64, i64* @_ZL4used, align 8, !tbaa !14
  %104 = add i64 %103, 63
  %105 = and i64 %104, -64
  %106 = getelementptr inbounds [4096 x i8], [4096 x i8]* @_ZL4pool, i64 0, i64 %105
  %107 = or i64 %105, 8
  store i64 %107, i64* @_ZL4used, align 8, !tbaa !14
  %108 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.16, i64 0, i64 0), i32 noundef 1)
  tail call void @_ZdlPvmSt11align_val_t(i8* noundef nonnull %106, i64 noundef 8, i64 noundef 64) #11
  %109 = load i32, i32* @_ZL4news, align 4, !tbaa !10
  %110 = load i32, i32* @_ZL7deletes, align 4, !tbaa !10
  %111 = load i32, i32* @_ZL5anews, align 4, !tbaa !10
  %112 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !10
  %113 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i64 0, i64 0), i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.17, i64 0, i64 0), i32 noundef %109, i32 noundef %110, i32 noundef %111, i32 noundef %112) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !10
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !10
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !10
  store i32 0, i32* @_ZL4news, align 4, !tbaa !10
  %114 = tail call noalias noundef nonnull align 32 i8* @_ZnamSt11align_val_t(i64 noundef 40, i64 noundef 32) #16
  %115 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.18, i64 0, i64 0), i32 noundef 1)
  tail call void @_ZdaPvSt11align_val_t(i8* noundef nonnull %114, i64 noundef 32) #11
  %116 = load i32, i32* @_ZL4news, align 4, !tbaa !10
  %117 = load i32, i32* @_ZL7deletes, align 4, !tbaa !10
  %118 = load i32, i32* @_ZL5anews, align 4, !tbaa !10
  %119 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !10
  %120 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i64 0, i64 0), i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.19, i64 0, i64 0), i32 noundef %116, i32 noundef %117, i32 noundef %118, i32 noundef %119) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !10
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !10
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !10
  store i32 0, i32* @_ZL4news, align 4, !tbaa !10
  %121 = tail call noalias noundef align 128 i8* @_ZnwmSt11align_val_tRKSt9nothrow_t(i64 noundef 32, i64 noundef 128, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #17
  %122 = icmp eq i8* %121, null
  %123 = select i1 %122, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0)
  %124 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.20, i64 0, i64 0), i8* noundef %123, i32 noundef 1)
  %125 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !10
  br i1 %122, label %128, label %126

126:                                              ; preds = %92
  %127 = add nsw i32 %125, 1
  store i32 %127, i32* @_ZL8adeletes, align 4, !tbaa !10
  br label %128

128:                                              ; preds = %92, %126
  %129 = phi i32 [ %127, %126 ], [ %125, %92 ]
  %130 = load i32, i32* @_ZL4news, align 4, !tbaa !10
  %131 = load i32, i32* @_ZL7deletes, align 4, !tbaa !10
  %132 = load i32, i32* @_ZL5anews, align 4, !tbaa !10
  %133 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i64 0, i64 0), i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.21, i64 0, i64 0), i32 noundef %130, i32 noundef %131, i32 noundef %132, i32 noundef %129) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !10
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !10
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !10
  store i32 0, i32* @_ZL4news, align 4, !tbaa !10
  ret i32 0

134:                                              ; preds = %87
  resume { i8*, i32 } %88
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

attributes #0 = { mustprogress nobuiltin uwtable allocsize(0) "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { mustprogress nobuiltin nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { mustprogress nobuiltin nofree norecurse nosync nounwind uwtable willreturn allocsize(0) "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #4 = { norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #5 = { nobuiltin allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #7 = { nobuiltin nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #8 = { nofree nosync nounwind readnone }
attributes #9 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { builtin nounwind }
attributes #15 = { builtin nounwind allocsize(0) }
attributes #16 = { allocsize(0) }
attributes #17 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !12, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !12, i64 0}
!18 = !{!19, !11, i64 0}
!19 = !{!"_ZTS3Obj", !11, i64 0}
