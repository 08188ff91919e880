; ModuleID = 'operator_new_replace.cpp'
source_filename = "operator_new_replace.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%"struct.std::nothrow_t" = type { i8 }

@_ZL4news = internal unnamed_addr global i32 0, align 4
@_ZL9fail_next = internal unnamed_addr global i1 false, align 1
@_ZTIi = external constant i8*
@_ZL7deletes = internal unnamed_addr global i32 0, align 4
@_ZL5anews = internal unnamed_addr global i32 0, align 4
@_ZL8adeletes = internal unnamed_addr global i32 0, align 4
@sink = global i8* null, align 4
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
@_ZL4used = internal unnamed_addr global i32 0, align 4
@_ZL4pool = internal global [4096 x i8] zeroinitializer, align 128
@.str.22 = private unnamed_addr constant [55 x i8] c"%s: new %d delete %d aligned new %d aligned delete %d\0A\00", align 1
@.str.23 = private unnamed_addr constant [11 x i8] c"  ~Obj %d\0A\00", align 1
@str = private unnamed_addr constant [31 x i8] c"  replaced new fails: throws 7\00", align 1

; Function Attrs: mustprogress nobuiltin allocsize(0)
define noundef nonnull i8* @_Znwm(i32 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, i32* @_ZL4news, align 4, !tbaa !9
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @_ZL4news, align 4, !tbaa !9
  %4 = load i1, i1* @_ZL9fail_next, align 1
  br i1 %4, label %5, label %9

5:                                                ; preds = %1
  store i1 false, i1* @_ZL9fail_next, align 1
  %6 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @str, i32 0, i32 0))
  %7 = tail call i8* @__cxa_allocate_exception(i32 4) #11
  %8 = bitcast i8* %7 to i32*
  store i32 7, i32* %8, align 8, !tbaa !9
  tail call void @__cxa_throw(i8* %7, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #12
  unreachable

9:                                                ; preds = %1
  %10 = load i32, i32* @_ZL4used, align 4, !tbaa !13
  %11 = add i32 %10, 15
  %12 = and i32 %11, -16
  %13 = getelementptr inbounds [4096 x i8], [4096 x i8]* @_ZL4pool, i32 0, i32 %12
  %14 = icmp eq i32 %0, 0
  %15 = select i1 %14, i32 1, i32 %0
  %16 = add i32 %12, %15
  store i32 %16, i32* @_ZL4used, align 4, !tbaa !13
  ret i8* %13
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: mustprogress nobuiltin nofree norecurse nosync nounwind willreturn
define void @_ZdlPv(i8* noundef readnone %0) local_unnamed_addr #2 {
  %2 = icmp eq i8* %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = load i32, i32* @_ZL7deletes, align 4, !tbaa !9
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @_ZL7deletes, align 4, !tbaa !9
  br label %6

6:                                                ; preds = %3, %1
  ret void
}

; Function Attrs: mustprogress nobuiltin nofree norecurse nosync nounwind willreturn allocsize(0)
define noundef nonnull i8* @_ZnwmSt11align_val_t(i32 noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = load i32, i32* @_ZL5anews, align 4, !tbaa !9
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @_ZL5anews, align 4, !tbaa !9
  %5 = load i32, i32* @_ZL4used, align 4, !tbaa !13
  %6 = add i32 %1, -1
  %7 = add i32 %6, %5
  %8 = urem i32 %7, %1
  %9 = sub i32 %7, %8
  %10 = getelementptr inbounds [4096 x i8], [4096 x i8]* @_ZL4pool, i32 0, i32 %9
  %11 = icmp eq i32 %0, 0
  %12 = select i1 %11, i32 1, i32 %0
  %13 = add i32 %9, %12
  store i32 %13, i32* @_ZL4used, align 4, !tbaa !13
  ret i8* %10
}

; Function Attrs: mustprogress nobuiltin nofree norecurse nosync nounwind willreturn
define void @_ZdlPvSt11align_val_t(i8* noundef readnone %0, i32 %1) local_unnamed_addr #2 {
  %3 = icmp eq i8* %0, null
  br i1 %3, label %7, label %4

4:                                                ; preds = %2
  %5 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !9
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @_ZL8adeletes, align 4, !tbaa !9
  br label %7

7:                                                ; preds = %4, %2
  ret void
}

; Function Attrs: norecurse
define noundef i32 @main() local_unnamed_addr #4 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = load i32, i32* @_ZL4news, align 4, !tbaa !9
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @_ZL4news, align 4, !tbaa !9
  %3 = load i1, i1* @_ZL9fail_next, align 1
  br i1 %3, label %4, label %8

4:                                                ; preds = %0
  store i1 false, i1* @_ZL9fail_next, align 1
  %5 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @str, i32 0, i32 0))
  %6 = tail call i8* @__cxa_allocate_exception(i32 4) #11
  %7 = bitcast i8* %6 to i32*
  store i32 7, i32* %7, align 8, !tbaa !9
  tail call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #12
  unreachable

8:                                                ; preds = %0
  %9 = load i32, i32* @_ZL4used, align 4, !tbaa !13
  %10 = add i32 %9, 15
  %11 = and i32 %10, -16
  %12 = getelementptr inbounds [4096 x i8], [4096 x i8]* @_ZL4pool, i32 0, i32 %11
  %13 = or i32 %11, 4
  store i32 %13, i32* @_ZL4used, align 4, !tbaa !13
  %14 = bitcast i8* %12 to i32*
  store i32 1, i32* %14, align 16, !tbaa !9
  store volatile i8* %12, i8** @sink, align 4, !tbaa !15
  %15 = load i32, i32* @_ZL7deletes, align 4, !tbaa !9
  %16 = add nsw i32 %15, 1
  store i32 %16, i32* @_ZL7deletes, align 4, !tbaa !9
  %17 = load i32, i32* @_ZL5anews, align 4, !tbaa !9
  %18 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !9
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i32 0, i32 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i32 0, i32 0), i32 noundef %2, i32 noundef %16, i32 noundef %17, i32 noundef %18) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !9
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !9
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !9
  store i32 0, i32* @_ZL4news, align 4, !tbaa !9
  %20 = tail call noalias noundef nonnull dereferenceable(12) i8* @_Znam(i32 noundef 12) #13
  store volatile i8* %20, i8** @sink, align 4, !tbaa !15
  tail call void @_ZdaPv(i8* noundef nonnull %20) #14
  %21 = load i32, i32* @_ZL4news, align 4, !tbaa !9
  %22 = load i32, i32* @_ZL7deletes, align 4, !tbaa !9
  %23 = load i32, i32* @_ZL5anews, align 4, !tbaa !9
  %24 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !9
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i32 0, i32 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i32 0, i32 0), i32 noundef %21, i32 noundef %22, i32 noundef %23, i32 noundef %24) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !9
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !9
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !9
  store i32 0, i32* @_ZL4news, align 4, !tbaa !9
  %26 = tail call noalias noundef nonnull dereferenceable(16) i8* @_Znam(i32 noundef 16) #13
  %27 = bitcast i8* %26 to i32*
  store i32 4, i32* %27, align 4
  %28 = getelementptr inbounds i32, i32* %27, i32 1
  store i32 2, i32* %28, align 4
  %29 = getelementptr inbounds i8, i8* %26, i32 8
  %30 = bitcast i8* %29 to i32*
  store i32 1, i32* %30, align 4, !tbaa !17
  %31 = getelementptr inbounds i8, i8* %26, i32 12
  %32 = bitcast i8* %31 to i32*
  store i32 2, i32* %32, align 4, !tbaa !17
  store volatile i8* %29, i8** @sink, align 4, !tbaa !15
  %33 = getelementptr inbounds i8, i8* %26, i32 12
  %34 = bitcast i8* %33 to i32*
  %35 = load i32, i32* %34, align 4, !tbaa !17
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.23, i32 0, i32 0), i32 noundef %35) #11
  %37 = getelementptr inbounds i8, i8* %26, i32 8
  %38 = bitcast i8* %37 to i32*
  %39 = load i32, i32* %38, align 4, !tbaa !17
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.23, i32 0, i32 0), i32 noundef %39) #11
  tail call void @_ZdaPv(i8* noundef nonnull %26) #14
  %41 = load i32, i32* @_ZL4news, align 4, !tbaa !9
  %42 = load i32, i32* @_ZL7deletes, align 4, !tbaa !9
  %43 = load i32, i32* @_ZL5anews, align 4, !tbaa !9
  %44 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !9
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i32 0, i32 0), i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.3, i32 0, i32 0), i32 noundef %41, i32 noundef %42, i32 noundef %43, i32 noundef %44) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !9
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !9
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !9
  store i32 0, i32* @_ZL4news, align 4, !tbaa !9
  %46 = tail call noalias noundef dereferenceable_or_null(4) i8* @_ZnwmRKSt9nothrow_t(i32 noundef 4, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  %47 = icmp eq i8* %46, null
  br i1 %47, label %50, label %48

48:                                               ; preds = %8
  %49 = bitcast i8* %46 to i32*
  store i32 2, i32* %49, align 4, !tbaa !9
  br label %50

50:                                               ; preds = %48, %8
  %51 = phi i32* [ %49, %48 ], [ null, %8 ]
  %52 = bitcast i32* %51 to i8*
  store volatile i8* %52, i8** @sink, align 4, !tbaa !15
  %53 = icmp eq i32* %51, null
  %54 = select i1 %53, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0)
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i8* noundef %54)
  tail call void @_ZdlPvRKSt9nothrow_t(i8* noundef %52, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #11
  %56 = load i32, i32* @_ZL4news, align 4, !tbaa !9
  %57 = load i32, i32* @_ZL7deletes, align 4, !tbaa !9
  %58 = load i32, i32* @_ZL5anews, align 4, !tbaa !9
  %59 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !9
  %60 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i32 0, i32 0), i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.7, i32 0, i32 0), i32 noundef %56, i32 noundef %57, i32 noundef %58, i32 noundef %59) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !9
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !9
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !9
  store i32 0, i32* @_ZL4news, align 4, !tbaa !9
  %61 = tail call noalias noundef dereferenceable_or_null(5) i8* @_ZnamRKSt9nothrow_t(i32 noundef 5, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  store volatile i8* %61, i8** @sink, align 4, !tbaa !15
  %62 = icmp eq i8* %61, null
  %63 = select i1 %62, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0)
  %64 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.8, i32 0, i32 0), i8* noundef %63)
  tail call void @_ZdaPvRKSt9nothrow_t(i8* noundef %61, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #11
  %65 = load i32, i32* @_ZL4news, align 4, !tbaa !9
  %66 = load i32, i32* @_ZL7deletes, align 4, !tbaa !9
  %67 = load i32, i32* @_ZL5anews, align 4, !tbaa !9
  %68 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !9
  %69 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i32 0, i32 0), i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.9, i32 0, i32 0), i32 noundef %65, i32 noundef %66, i32 noundef %67, i32 noundef %68) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !9
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !9
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !9
  store i32 0, i32* @_ZL4news, align 4, !tbaa !9
  store i1 true, i1* @_ZL9fail_next, align 1
  %70 = tail call noalias noundef dereferenceable_or_null(4) i8* @_ZnwmRKSt9nothrow_t(i32 noundef 4, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  %71 = icmp eq i8* %70, null
  br i1 %71, label %74, label %72

72:                                               ; preds = %50
  %73 = bitcast i8* %70 to i32*
  store i32 3, i32* %73, align 4, !tbaa !9
  br label %74

74:                                               ; preds = %50, %72
  %75 = phi i32* [ %73, %72 ], [ null, %50 ]
  %76 = bitcast i32* %75 to i8*
  store volatile i8* %76, i8** @sink, align 4, !tbaa !15
  %77 = icmp eq i32* %75, null
  %78 = select i1 %77, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0)
  %79 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.10, i32 0, i32 0), i8* noundef %78)
  store i1 true, i1* @_ZL9fail_next, align 1
  %80 = tail call noalias noundef dereferenceable_or_null(9) i8* @_ZnamRKSt9nothrow_t(i32 noundef 9, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  store volatile i8* %80, i8** @sink, align 4, !tbaa !15
  %81 = icmp eq i8* %80, null
  %82 = select i1 %81, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0)
  %83 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.11, i32 0, i32 0), i8* noundef %82)
  %84 = load i32, i32* @_ZL4news, align 4, !tbaa !9
  %85 = load i32, i32* @_ZL7deletes, align 4, !tbaa !9
  %86 = load i32, i32* @_ZL5anews, align 4, !tbaa !9
  %87 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !9
  %88 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i32 0, i32 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.12, i32 0, i32 0), i32 noundef %84, i32 noundef %85, i32 noundef %86, i32 noundef %87) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !9
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !9
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !9
  store i32 1, i32* @_ZL4news, align 4, !tbaa !9
  store i1 false, i1* @_ZL9fail_next, align 1
  %89 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @str, i32 0, i32 0))
  %90 = tail call i8* @__cxa_allocate_exception(i32 4) #11
  %91 = bitcast i8* %90 to i32*
  store i32 7, i32* %91, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %90, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #12
          to label %92 unwind label %93

92:                                               ; preds = %74
  unreachable

93:                                               ; preds = %74
  %94 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %95 = extractvalue { i8*, i32 } %94, 1
  %96 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #11
  %97 = icmp eq i32 %95, %96
  br i1 %97, label %98, label %140

98:                                               ; preds = %93
  %99 = extractvalue { i8*, i32 } %94, 0
  %100 = tail call i8* @__cxa_begin_catch(i8* %99) #11
  %101 = bitcast i8* %100 to i32*
  %102 = load i32, i32* %101, align 4, !tbaa !9
  %103 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.14, i32 0, i32 0), i32 noundef %102)
  tail call void @__cxa_end_catch() #11
  %104 = load i32, i32* @_ZL4news, align 4, !tbaa !9
  %105 = load i32, i32* @_ZL7deletes, align 4, !tbaa !9
  %106 = load i32, i32* @_ZL5anews, align 4, !tbaa !9
  %107 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !9
  %108 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i32 0, i32 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.15, i32 0, i32 0), i32 noundef %104, i32 noundef %105, i32 noundef %106, i32 noundef %107) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !9
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !9
  store i32 0, i32* @_ZL4news, align 4, !tbaa !9
  store i32 1, i32* @_ZL5anews, align 4, !tbaa !9
  %109 = load i32, i32* @_ZL4used, align 4, !tbaa !13
  %110 = add i32 %109, 63
  %111 = and i32 %110, -64
  %112 = getelementptr inbounds [4096 x i8], [4096 x i8]* @_ZL4pool, i32 0, i32 %111
  %113 = or i32 %111, 8
  store i32 %113, i32* @_ZL4used, align 4, !tbaa !13
  %114 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.16, i32 0, i32 0), i32 noundef 1)
  tail call void @_ZdlPvmSt11align_val_t(i8* noundef nonnull %112, i32 noundef 8, i32 noundef 64) #11
  %115 = load i32, i32* @_ZL4news, align 4, !tbaa !9
  %116 = load i32, i32* @_ZL7deletes, align 4, !tbaa !9
  %117 = load i32, i32* @_ZL5anews, align 4, !tbaa !9
  %118 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !9
  %119 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i32 0, i32 0), i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.17, i32 0, i32 0), i32 noundef %115, i32 noundef %116, i32 noundef %117, i32 noundef %118) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !9
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !9
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !9
  store i32 0, i32* @_ZL4news, align 4, !tbaa !9
  %120 = tail call noalias noundef nonnull align 32 i8* @_ZnamSt11align_val_t(i32 noundef 40, i32 noundef 32) #16
  %121 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.18, i32 0, i32 0), i32 noundef 1)
  tail call void @_ZdaPvSt11align_val_t(i8* noundef nonnull %120, i32 noundef 32) #11
  %122 = load i32, i32* @_ZL4news, align 4, !tbaa !9
  %123 = load i32, i32* @_ZL7deletes, align 4, !tbaa !9
  %124 = load i32, i32* @_ZL5anews, align 4, !tbaa !9
  %125 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !9
  %126 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i32 0, i32 0), i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.19, i32 0, i32 0), i32 noundef %122, i32 noundef %123, i32 noundef %124, i32 noundef %125) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !9
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !9
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !9
  store i32 0, i32* @_ZL4news, align 4, !tbaa !9
  %127 = tail call noalias noundef align 128 i8* @_ZnwmSt11align_val_tRKSt9nothrow_t(i32 noundef 32, i32 noundef 128, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #17
  %128 = icmp eq i8* %127, null
  %129 = select i1 %128, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0)
  %130 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.20, i32 0, i32 0), i8* noundef %129, i32 noundef 1)
  %131 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !9
  br i1 %128, label %134, label %132

132:                                              ; preds = %98
  %133 = add nsw i32 %131, 1
  store i32 %133, i32* @_ZL8adeletes, align 4, !tbaa !9
  br label %134

134:                                              ; preds = %98, %132
  %135 = phi i32 [ %133, %132 ], [ %131, %98 ]
  %136 = load i32, i32* @_ZL4news, align 4, !tbaa !9
  %137 = load i32, i32* @_ZL7deletes, align 4, !tbaa !9
  %138 = load i32, i32* @_ZL5anews, align 4, !tbaa !9
  %139 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i32 0, i32 0), i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.21, i32 0, i32 0), i32 noundef %136, i32 noundef %137, i32 noundef %138, i32 noundef %135) #11
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !9
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !9
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !9
  store i32 0, i32* @_ZL4news, align 4, !tbaa !9
  ret i32 0

140:                                              ; preds = %93
  resume { i8*, i32 } %94
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znam(i32 noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(i8* noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnwmRKSt9nothrow_t(i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvRKSt9nothrow_t(i8* noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnamRKSt9nothrow_t(i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvRKSt9nothrow_t(i8* noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #8

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZdlPvmSt11align_val_t(i8* noundef, i32 noundef, i32 noundef) local_unnamed_addr #9

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_ZnamSt11align_val_t(i32 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvSt11align_val_t(i8* noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnwmSt11align_val_tRKSt9nothrow_t(i32 noundef, i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #10

attributes #0 = { mustprogress nobuiltin allocsize(0) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress nobuiltin nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress nobuiltin nofree norecurse nosync nounwind willreturn allocsize(0) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { norecurse "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nobuiltin nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nofree nosync nounwind readnone }
attributes #9 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { builtin nounwind }
attributes #15 = { builtin nounwind allocsize(0) }
attributes #16 = { allocsize(0) }
attributes #17 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !11, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !11, i64 0}
!17 = !{!18, !10, i64 0}
!18 = !{!"_ZTS3Obj", !10, i64 0}
