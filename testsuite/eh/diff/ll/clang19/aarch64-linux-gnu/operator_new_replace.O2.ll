; ModuleID = 'operator_new_replace.cpp'
source_filename = "operator_new_replace.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %2 = load i32, ptr @_ZL4news, align 4, !tbaa !6
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL4news, align 4, !tbaa !6
  %4 = load i1, ptr @_ZL9fail_next, align 1
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  store i1 false, ptr @_ZL9fail_next, align 1
  %6 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %7 = tail call ptr @__cxa_allocate_exception(i64 4) #10
  store i32 7, ptr %7, align 16, !tbaa !6
  tail call void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTIi, ptr null) #11
  unreachable

8:                                                ; preds = %1
  %9 = load i64, ptr @_ZL4used, align 8, !tbaa !10
  %10 = freeze i64 %9
  %11 = add i64 %10, 15
  %12 = and i64 %11, -16
  %13 = getelementptr inbounds i8, ptr @_ZL4pool, i64 %12
  %14 = tail call i64 @llvm.umax.i64(i64 %0, i64 1)
  %15 = add i64 %12, %14
  store i64 %15, ptr @_ZL4used, align 8, !tbaa !10
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
  %4 = load i32, ptr @_ZL7deletes, align 4, !tbaa !6
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @_ZL7deletes, align 4, !tbaa !6
  br label %6

6:                                                ; preds = %3, %1
  ret void
}

; Function Attrs: mustprogress nobuiltin allocsize(0) uwtable
define dso_local noundef nonnull ptr @_ZnwmSt11align_val_t(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = load i32, ptr @_ZL5anews, align 4, !tbaa !6
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL5anews, align 4, !tbaa !6
  %5 = load i64, ptr @_ZL4used, align 8, !tbaa !10
  %6 = freeze i64 %5
  %7 = add i64 %1, -1
  %8 = add i64 %7, %6
  %9 = urem i64 %8, %1
  %10 = sub nuw i64 %8, %9
  %11 = getelementptr inbounds i8, ptr @_ZL4pool, i64 %10
  %12 = tail call i64 @llvm.umax.i64(i64 %0, i64 1)
  %13 = add i64 %10, %12
  store i64 %13, ptr @_ZL4used, align 8, !tbaa !10
  ret ptr %11
}

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @_ZdlPvSt11align_val_t(ptr noundef %0, i64 noundef %1) local_unnamed_addr #2 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %7, label %4

4:                                                ; preds = %2
  %5 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !6
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @_ZL8adeletes, align 4, !tbaa !6
  br label %7

7:                                                ; preds = %4, %2
  ret void
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 personality ptr @__gxx_personality_v0 {
  %1 = load i32, ptr @_ZL4news, align 4, !tbaa !6
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @_ZL4news, align 4, !tbaa !6
  %3 = load i1, ptr @_ZL9fail_next, align 1
  br i1 %3, label %4, label %7

4:                                                ; preds = %0
  store i1 false, ptr @_ZL9fail_next, align 1
  %5 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %6 = tail call ptr @__cxa_allocate_exception(i64 4) #10
  store i32 7, ptr %6, align 16, !tbaa !6
  tail call void @__cxa_throw(ptr nonnull %6, ptr nonnull @_ZTIi, ptr null) #11
  unreachable

7:                                                ; preds = %0
  %8 = load i64, ptr @_ZL4used, align 8, !tbaa !10
  %9 = freeze i64 %8
  %10 = add i64 %9, 15
  %11 = and i64 %10, -16
  %12 = getelementptr inbounds i8, ptr @_ZL4pool, i64 %11
  %13 = or disjoint i64 %11, 4
  store i64 %13, ptr @_ZL4used, align 8, !tbaa !10
  store i32 1, ptr %12, align 16, !tbaa !6
  store volatile ptr %12, ptr @sink, align 8, !tbaa !12
  tail call void @_ZdlPvm(ptr noundef nonnull %12, i64 noundef 4) #12
  %14 = load i32, ptr @_ZL4news, align 4, !tbaa !6
  %15 = load i32, ptr @_ZL7deletes, align 4, !tbaa !6
  %16 = load i32, ptr @_ZL5anews, align 4, !tbaa !6
  %17 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !6
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.1, i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !6
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !6
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !6
  store i32 0, ptr @_ZL4news, align 4, !tbaa !6
  %19 = tail call noalias noundef nonnull dereferenceable(12) ptr @_Znam(i64 noundef 12) #13
  store volatile ptr %19, ptr @sink, align 8, !tbaa !12
  tail call void @_ZdaPv(ptr noundef nonnull %19) #12
  %20 = load i32, ptr @_ZL4news, align 4, !tbaa !6
  %21 = load i32, ptr @_ZL7deletes, align 4, !tbaa !6
  %22 = load i32, ptr @_ZL5anews, align 4, !tbaa !6
  %23 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !6
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.2, i32 noundef %20, i32 noundef %21, i32 noundef %22, i32 noundef %23)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !6
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !6
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !6
  store i32 0, ptr @_ZL4news, align 4, !tbaa !6
  %25 = tail call noalias noundef nonnull dereferenceable(16) ptr @_Znam(i64 noundef 16) #13
  store i64 2, ptr %25, align 8
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  store <2 x i32> <i32 1, i32 2>, ptr %26, align 8, !tbaa !14
  store volatile ptr %26, ptr @sink, align 8, !tbaa !12
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef 2)
  %28 = load i32, ptr %26, align 4, !tbaa !14
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %28)
  tail call void @_ZdaPvm(ptr noundef nonnull %25, i64 noundef 16) #12
  %30 = load i32, ptr @_ZL4news, align 4, !tbaa !6
  %31 = load i32, ptr @_ZL7deletes, align 4, !tbaa !6
  %32 = load i32, ptr @_ZL5anews, align 4, !tbaa !6
  %33 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !6
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.3, i32 noundef %30, i32 noundef %31, i32 noundef %32, i32 noundef %33)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !6
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !6
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !6
  store i32 0, ptr @_ZL4news, align 4, !tbaa !6
  %35 = tail call noalias noundef dereferenceable_or_null(4) ptr @_ZnwmRKSt9nothrow_t(i64 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #14
  %36 = icmp eq ptr %35, null
  br i1 %36, label %38, label %37

37:                                               ; preds = %7
  store i32 2, ptr %35, align 4, !tbaa !6
  br label %38

38:                                               ; preds = %37, %7
  %39 = phi ptr [ @.str.5, %37 ], [ @.str.6, %7 ]
  store volatile ptr %35, ptr @sink, align 8, !tbaa !12
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %39)
  tail call void @_ZdlPvRKSt9nothrow_t(ptr noundef %35, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #10
  %41 = load i32, ptr @_ZL4news, align 4, !tbaa !6
  %42 = load i32, ptr @_ZL7deletes, align 4, !tbaa !6
  %43 = load i32, ptr @_ZL5anews, align 4, !tbaa !6
  %44 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !6
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.7, i32 noundef %41, i32 noundef %42, i32 noundef %43, i32 noundef %44)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !6
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !6
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !6
  store i32 0, ptr @_ZL4news, align 4, !tbaa !6
  %46 = tail call noalias noundef dereferenceable_or_null(5) ptr @_ZnamRKSt9nothrow_t(i64 noundef 5, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #14
  store volatile ptr %46, ptr @sink, align 8, !tbaa !12
  %47 = icmp eq ptr %46, null
  %48 = select i1 %47, ptr @.str.6, ptr @.str.5
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %48)
  tail call void @_ZdaPvRKSt9nothrow_t(ptr noundef %46, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #10
  %50 = load i32, ptr @_ZL4news, align 4, !tbaa !6
  %51 = load i32, ptr @_ZL7deletes, align 4, !tbaa !6
  %52 = load i32, ptr @_ZL5anews, align 4, !tbaa !6
  %53 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !6
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.9, i32 noundef %50, i32 noundef %51, i32 noundef %52, i32 noundef %53)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !6
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !6
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !6
  store i32 0, ptr @_ZL4news, align 4, !tbaa !6
  store i1 true, ptr @_ZL9fail_next, align 1
  %55 = tail call noalias noundef dereferenceable_or_null(4) ptr @_ZnwmRKSt9nothrow_t(i64 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #14
  %56 = icmp eq ptr %55, null
  br i1 %56, label %58, label %57

57:                                               ; preds = %38
  store i32 3, ptr %55, align 4, !tbaa !6
  br label %58

58:                                               ; preds = %38, %57
  %59 = phi ptr [ @.str.6, %38 ], [ @.str.5, %57 ]
  store volatile ptr %55, ptr @sink, align 8, !tbaa !12
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %59)
  store i1 true, ptr @_ZL9fail_next, align 1
  %61 = tail call noalias noundef dereferenceable_or_null(9) ptr @_ZnamRKSt9nothrow_t(i64 noundef 9, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #14
  store volatile ptr %61, ptr @sink, align 8, !tbaa !12
  %62 = icmp eq ptr %61, null
  %63 = select i1 %62, ptr @.str.6, ptr @.str.5
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %63)
  %65 = load i32, ptr @_ZL4news, align 4, !tbaa !6
  %66 = load i32, ptr @_ZL7deletes, align 4, !tbaa !6
  %67 = load i32, ptr @_ZL5anews, align 4, !tbaa !6
  %68 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !6
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.12, i32 noundef %65, i32 noundef %66, i32 noundef %67, i32 noundef %68)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !6
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !6
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !6
  store i32 1, ptr @_ZL4news, align 4, !tbaa !6
  store i1 false, ptr @_ZL9fail_next, align 1
  %70 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %71 = tail call ptr @__cxa_allocate_exception(i64 4) #10
  store i32 7, ptr %71, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %71, ptr nonnull @_ZTIi, ptr null) #11
          to label %72 unwind label %73

72:                                               ; preds = %58
  unreachable

73:                                               ; preds = %58
  %74 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %75 = extractvalue { ptr, i32 } %74, 1
  %76 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10
  %77 = icmp eq i32 %75, %76
  br i1 %77, label %78, label %120

78:                                               ; preds = %73
  %79 = extractvalue { ptr, i32 } %74, 0
  %80 = tail call ptr @__cxa_begin_catch(ptr %79) #10
  %81 = load i32, ptr %80, align 4, !tbaa !6
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %81)
  tail call void @__cxa_end_catch() #10
  %83 = load i32, ptr @_ZL4news, align 4, !tbaa !6
  %84 = load i32, ptr @_ZL7deletes, align 4, !tbaa !6
  %85 = load i32, ptr @_ZL5anews, align 4, !tbaa !6
  %86 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !6
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.15, i32 noundef %83, i32 noundef %84, i32 noundef %85, i32 noundef %86)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !6
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !6
  store i32 0, ptr @_ZL4news, align 4, !tbaa !6
  store i32 1, ptr @_ZL5anews, align 4, !tbaa !6
  %88 = load i64, ptr @_ZL4used, align 8, !tbaa !10
  %89 = freeze i64 %88
  %90 = add i64 %89, 63
  %91 = and i64 %90, -64
  %92 = getelementptr inbounds i8, ptr @_ZL4pool, i64 %91
  %93 = or disjoint i64 %91, 8
  store i64 %93, ptr @_ZL4used, align 8, !tbaa !10
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 1)
  tail call void @_ZdlPvmSt11align_val_t(ptr noundef nonnull %92, i64 noundef 8, i64 noundef 64) #10
  %95 = load i32, ptr @_ZL4news, align 4, !tbaa !6
  %96 = load i32, ptr @_ZL7deletes, align 4, !tbaa !6
  %97 = load i32, ptr @_ZL5anews, align 4, !tbaa !6
  %98 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !6
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.17, i32 noundef %95, i32 noundef %96, i32 noundef %97, i32 noundef %98)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !6
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !6
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !6
  store i32 0, ptr @_ZL4news, align 4, !tbaa !6
  %100 = tail call noalias noundef nonnull align 32 dereferenceable(40) ptr @_ZnamSt11align_val_t(i64 noundef 40, i64 noundef 32) #15
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef 1)
  tail call void @_ZdaPvSt11align_val_t(ptr noundef nonnull %100, i64 noundef 32) #10
  %102 = load i32, ptr @_ZL4news, align 4, !tbaa !6
  %103 = load i32, ptr @_ZL7deletes, align 4, !tbaa !6
  %104 = load i32, ptr @_ZL5anews, align 4, !tbaa !6
  %105 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !6
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.19, i32 noundef %102, i32 noundef %103, i32 noundef %104, i32 noundef %105)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !6
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !6
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !6
  store i32 0, ptr @_ZL4news, align 4, !tbaa !6
  %107 = tail call noalias noundef align 128 dereferenceable_or_null(32) ptr @_ZnwmSt11align_val_tRKSt9nothrow_t(i64 noundef 32, i64 noundef 128, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #16
  %108 = icmp eq ptr %107, null
  %109 = select i1 %108, ptr @.str.6, ptr @.str.5
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull %109, i32 noundef 1)
  %111 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !6
  br i1 %108, label %114, label %112

112:                                              ; preds = %78
  %113 = add nsw i32 %111, 1
  store i32 %113, ptr @_ZL8adeletes, align 4, !tbaa !6
  br label %114

114:                                              ; preds = %78, %112
  %115 = phi i32 [ %111, %78 ], [ %113, %112 ]
  %116 = load i32, ptr @_ZL4news, align 4, !tbaa !6
  %117 = load i32, ptr @_ZL7deletes, align 4, !tbaa !6
  %118 = load i32, ptr @_ZL5anews, align 4, !tbaa !6
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.21, i32 noundef %116, i32 noundef %117, i32 noundef %118, i32 noundef %115)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !6
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !6
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !6
  store i32 0, ptr @_ZL4news, align 4, !tbaa !6
  ret i32 0

120:                                              ; preds = %73
  resume { ptr, i32 } %74
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

attributes #0 = { mustprogress nobuiltin allocsize(0) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nobuiltin nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nobuiltin allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nobuiltin nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{!15, !7, i64 0}
!15 = !{!"_ZTS3Obj", !7, i64 0}
