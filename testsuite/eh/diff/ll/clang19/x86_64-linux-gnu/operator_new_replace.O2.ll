; ModuleID = 'operator_new_replace.cpp'
source_filename = "operator_new_replace.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"struct.std::nothrow_t" = type { i8 }

@_ZL4news = internal unnamed_addr global i32 0, align 4
@_ZL9fail_next = internal unnamed_addr global i1 false, align 1
@_ZTIi = external constant ptr
@_ZL7deletes = internal unnamed_addr global i32 0, align 4
@_ZL5anews = internal unnamed_addr global i32 0, align 4
@_ZL8adeletes = internal unnamed_addr global i32 0, align 4
@sink = dso_local global ptr null, align 8
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

; Function Attrs: mustprogress nobuiltin allocsize(0) uwtable
define dso_local noundef nonnull ptr @_Znwm(i64 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL4news, align 4, !tbaa !5
  %4 = load i1, ptr @_ZL9fail_next, align 1
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  store i1 false, ptr @_ZL9fail_next, align 1
  %6 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %7 = tail call ptr @__cxa_allocate_exception(i64 4) #10
  store i32 7, ptr %7, align 16, !tbaa !5
  tail call void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTIi, ptr null) #11
  unreachable

8:                                                ; preds = %1
  %9 = load i64, ptr @_ZL4used, align 8, !tbaa !9
  %10 = freeze i64 %9
  %11 = add i64 %10, 15
  %12 = and i64 %11, -16
  %13 = getelementptr inbounds i8, ptr @_ZL4pool, i64 %12
  %14 = tail call i64 @llvm.umax.i64(i64 %0, i64 1)
  %15 = add i64 %12, %14
  store i64 %15, ptr @_ZL4used, align 8, !tbaa !9
  ret ptr %13
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @_ZdlPv(ptr noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = load i32, ptr @_ZL7deletes, align 4, !tbaa !5
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @_ZL7deletes, align 4, !tbaa !5
  br label %6

6:                                                ; preds = %3, %1
  ret void
}

; Function Attrs: mustprogress nobuiltin allocsize(0) uwtable
define dso_local noundef nonnull ptr @_ZnwmSt11align_val_t(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = load i32, ptr @_ZL5anews, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL5anews, align 4, !tbaa !5
  %5 = load i64, ptr @_ZL4used, align 8, !tbaa !9
  %6 = freeze i64 %5
  %7 = add i64 %1, -1
  %8 = add i64 %7, %6
  %9 = urem i64 %8, %1
  %10 = sub nuw i64 %8, %9
  %11 = getelementptr inbounds i8, ptr @_ZL4pool, i64 %10
  %12 = tail call i64 @llvm.umax.i64(i64 %0, i64 1)
  %13 = add i64 %10, %12
  store i64 %13, ptr @_ZL4used, align 8, !tbaa !9
  ret ptr %11
}

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @_ZdlPvSt11align_val_t(ptr noundef %0, i64 noundef %1) local_unnamed_addr #2 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %7, label %4

4:                                                ; preds = %2
  %5 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !5
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @_ZL8adeletes, align 4, !tbaa !5
  br label %7

7:                                                ; preds = %4, %2
  ret void
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 personality ptr @__gxx_personality_v0 {
  %1 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @_ZL4news, align 4, !tbaa !5
  %3 = load i1, ptr @_ZL9fail_next, align 1
  br i1 %3, label %4, label %7

4:                                                ; preds = %0
  store i1 false, ptr @_ZL9fail_next, align 1
  %5 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %6 = tail call ptr @__cxa_allocate_exception(i64 4) #10
  store i32 7, ptr %6, align 16, !tbaa !5
  tail call void @__cxa_throw(ptr nonnull %6, ptr nonnull @_ZTIi, ptr null) #11
  unreachable

7:                                                ; preds = %0
  %8 = load i64, ptr @_ZL4used, align 8, !tbaa !9
  %9 = freeze i64 %8
  %10 = add i64 %9, 15
  %11 = and i64 %10, -16
  %12 = getelementptr inbounds i8, ptr @_ZL4pool, i64 %11
  %13 = or disjoint i64 %11, 4
  store i64 %13, ptr @_ZL4used, align 8, !tbaa !9
  store i32 1, ptr %12, align 16, !tbaa !5
  store volatile ptr %12, ptr @sink, align 8, !tbaa !11
  tail call void @_ZdlPvm(ptr noundef nonnull %12, i64 noundef 4) #12
  %14 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %15 = load i32, ptr @_ZL7deletes, align 4, !tbaa !5
  %16 = load i32, ptr @_ZL5anews, align 4, !tbaa !5
  %17 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !5
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.1, i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !5
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL4news, align 4, !tbaa !5
  %19 = tail call noalias noundef nonnull dereferenceable(12) ptr @_Znam(i64 noundef 12) #13
  store volatile ptr %19, ptr @sink, align 8, !tbaa !11
  tail call void @_ZdaPv(ptr noundef nonnull %19) #12
  %20 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %21 = load i32, ptr @_ZL7deletes, align 4, !tbaa !5
  %22 = load i32, ptr @_ZL5anews, align 4, !tbaa !5
  %23 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !5
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.2, i32 noundef %20, i32 noundef %21, i32 noundef %22, i32 noundef %23)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !5
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL4news, align 4, !tbaa !5
  %25 = tail call noalias noundef nonnull dereferenceable(16) ptr @_Znam(i64 noundef 16) #13
  store i64 2, ptr %25, align 8
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  store i32 1, ptr %26, align 8, !tbaa !13
  %27 = getelementptr inbounds i8, ptr %25, i64 12
  store i32 2, ptr %27, align 4, !tbaa !13
  store volatile ptr %26, ptr @sink, align 8, !tbaa !11
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef 2)
  %29 = load i32, ptr %26, align 4, !tbaa !13
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %29)
  tail call void @_ZdaPvm(ptr noundef nonnull %25, i64 noundef 16) #12
  %31 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %32 = load i32, ptr @_ZL7deletes, align 4, !tbaa !5
  %33 = load i32, ptr @_ZL5anews, align 4, !tbaa !5
  %34 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !5
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.3, i32 noundef %31, i32 noundef %32, i32 noundef %33, i32 noundef %34)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !5
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL4news, align 4, !tbaa !5
  %36 = tail call noalias noundef dereferenceable_or_null(4) ptr @_ZnwmRKSt9nothrow_t(i64 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #14
  %37 = icmp eq ptr %36, null
  br i1 %37, label %39, label %38

38:                                               ; preds = %7
  store i32 2, ptr %36, align 4, !tbaa !5
  br label %39

39:                                               ; preds = %38, %7
  %40 = phi ptr [ @.str.5, %38 ], [ @.str.6, %7 ]
  store volatile ptr %36, ptr @sink, align 8, !tbaa !11
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %40)
  tail call void @_ZdlPvRKSt9nothrow_t(ptr noundef %36, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #10
  %42 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %43 = load i32, ptr @_ZL7deletes, align 4, !tbaa !5
  %44 = load i32, ptr @_ZL5anews, align 4, !tbaa !5
  %45 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !5
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.7, i32 noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %45)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !5
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL4news, align 4, !tbaa !5
  %47 = tail call noalias noundef dereferenceable_or_null(5) ptr @_ZnamRKSt9nothrow_t(i64 noundef 5, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #14
  store volatile ptr %47, ptr @sink, align 8, !tbaa !11
  %48 = icmp eq ptr %47, null
  %49 = select i1 %48, ptr @.str.6, ptr @.str.5
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %49)
  tail call void @_ZdaPvRKSt9nothrow_t(ptr noundef %47, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #10
  %51 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %52 = load i32, ptr @_ZL7deletes, align 4, !tbaa !5
  %53 = load i32, ptr @_ZL5anews, align 4, !tbaa !5
  %54 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !5
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.9, i32 noundef %51, i32 noundef %52, i32 noundef %53, i32 noundef %54)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !5
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL4news, align 4, !tbaa !5
  store i1 true, ptr @_ZL9fail_next, align 1
  %56 = tail call noalias noundef dereferenceable_or_null(4) ptr @_ZnwmRKSt9nothrow_t(i64 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #14
  %57 = icmp eq ptr %56, null
  br i1 %57, label %59, label %58

58:                                               ; preds = %39
  store i32 3, ptr %56, align 4, !tbaa !5
  br label %59

59:                                               ; preds = %39, %58
  %60 = phi ptr [ @.str.6, %39 ], [ @.str.5, %58 ]
  store volatile ptr %56, ptr @sink, align 8, !tbaa !11
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %60)
  store i1 true, ptr @_ZL9fail_next, align 1
  %62 = tail call noalias noundef dereferenceable_or_null(9) ptr @_ZnamRKSt9nothrow_t(i64 noundef 9, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #14
  store volatile ptr %62, ptr @sink, align 8, !tbaa !11
  %63 = icmp eq ptr %62, null
  %64 = select i1 %63, ptr @.str.6, ptr @.str.5
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %64)
  %66 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %67 = load i32, ptr @_ZL7deletes, align 4, !tbaa !5
  %68 = load i32, ptr @_ZL5anews, align 4, !tbaa !5
  %69 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !5
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.12, i32 noundef %66, i32 noundef %67, i32 noundef %68, i32 noundef %69)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !5
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !5
  store i32 1, ptr @_ZL4news, align 4, !tbaa !5
  store i1 false, ptr @_ZL9fail_next, align 1
  %71 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %72 = tail call ptr @__cxa_allocate_exception(i64 4) #10
  store i32 7, ptr %72, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %72, ptr nonnull @_ZTIi, ptr null) #11
          to label %73 unwind label %74

73:                                               ; preds = %59
  unreachable

74:                                               ; preds = %59
  %75 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %76 = extractvalue { ptr, i32 } %75, 1
  %77 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10
  %78 = icmp eq i32 %76, %77
  br i1 %78, label %79, label %121

79:                                               ; preds = %74
  %80 = extractvalue { ptr, i32 } %75, 0
  %81 = tail call ptr @__cxa_begin_catch(ptr %80) #10
  %82 = load i32, ptr %81, align 4, !tbaa !5
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %82)
  tail call void @__cxa_end_catch() #10
  %84 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %85 = load i32, ptr @_ZL7deletes, align 4, !tbaa !5
  %86 = load i32, ptr @_ZL5anews, align 4, !tbaa !5
  %87 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !5
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.15, i32 noundef %84, i32 noundef %85, i32 noundef %86, i32 noundef %87)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL4news, align 4, !tbaa !5
  store i32 1, ptr @_ZL5anews, align 4, !tbaa !5
  %89 = load i64, ptr @_ZL4used, align 8, !tbaa !9
  %90 = freeze i64 %89
  %91 = add i64 %90, 63
  %92 = and i64 %91, -64
  %93 = getelementptr inbounds i8, ptr @_ZL4pool, i64 %92
  %94 = or disjoint i64 %92, 8
  store i64 %94, ptr @_ZL4used, align 8, !tbaa !9
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 1)
  tail call void @_ZdlPvmSt11align_val_t(ptr noundef nonnull %93, i64 noundef 8, i64 noundef 64) #10
  %96 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %97 = load i32, ptr @_ZL7deletes, align 4, !tbaa !5
  %98 = load i32, ptr @_ZL5anews, align 4, !tbaa !5
  %99 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !5
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.17, i32 noundef %96, i32 noundef %97, i32 noundef %98, i32 noundef %99)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !5
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL4news, align 4, !tbaa !5
  %101 = tail call noalias noundef nonnull align 32 dereferenceable(40) ptr @_ZnamSt11align_val_t(i64 noundef 40, i64 noundef 32) #15
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef 1)
  tail call void @_ZdaPvSt11align_val_t(ptr noundef nonnull %101, i64 noundef 32) #10
  %103 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %104 = load i32, ptr @_ZL7deletes, align 4, !tbaa !5
  %105 = load i32, ptr @_ZL5anews, align 4, !tbaa !5
  %106 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !5
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.19, i32 noundef %103, i32 noundef %104, i32 noundef %105, i32 noundef %106)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !5
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL4news, align 4, !tbaa !5
  %108 = tail call noalias noundef align 128 dereferenceable_or_null(32) ptr @_ZnwmSt11align_val_tRKSt9nothrow_t(i64 noundef 32, i64 noundef 128, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #16
  %109 = icmp eq ptr %108, null
  %110 = select i1 %109, ptr @.str.6, ptr @.str.5
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull %110, i32 noundef 1)
  %112 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !5
  br i1 %109, label %115, label %113

113:                                              ; preds = %79
  %114 = add nsw i32 %112, 1
  store i32 %114, ptr @_ZL8adeletes, align 4, !tbaa !5
  br label %115

115:                                              ; preds = %79, %113
  %116 = phi i32 [ %112, %79 ], [ %114, %113 ]
  %117 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %118 = load i32, ptr @_ZL7deletes, align 4, !tbaa !5
  %119 = load i32, ptr @_ZL5anews, align 4, !tbaa !5
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.21, i32 noundef %117, i32 noundef %118, i32 noundef %119, i32 noundef %116)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !5
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL4news, align 4, !tbaa !5
  ret i32 0

121:                                              ; preds = %74
  resume { ptr, i32 } %75
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvm(ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnwmRKSt9nothrow_t(i64 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvRKSt9nothrow_t(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #4

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnamRKSt9nothrow_t(i64 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvRKSt9nothrow_t(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #4

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #7

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvmSt11align_val_t(ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_ZnamSt11align_val_t(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvSt11align_val_t(ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnwmSt11align_val_tRKSt9nothrow_t(i64 noundef, i64 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #9

attributes #0 = { mustprogress nobuiltin allocsize(0) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nobuiltin nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind memory(none) }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { builtin nounwind }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { builtin nounwind allocsize(0) }
attributes #15 = { allocsize(0) }
attributes #16 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
