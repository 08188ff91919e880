; ModuleID = 'operator_new_replace.cpp'
source_filename = "operator_new_replace.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%"struct.std::nothrow_t" = type { i8 }

@_ZL4news = internal unnamed_addr global i32 0, align 4
@_ZL9fail_next = internal unnamed_addr global i1 false, align 1
@_ZTIi = external constant ptr
@_ZL7deletes = internal unnamed_addr global i32 0, align 4
@_ZL5anews = internal unnamed_addr global i32 0, align 4
@_ZL8adeletes = internal unnamed_addr global i32 0, align 4
@sink = global ptr null, align 4
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
define noundef nonnull ptr @_Znwm(i32 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL4news, align 4, !tbaa !5
  %4 = load i1, ptr @_ZL9fail_next, align 1
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  store i1 false, ptr @_ZL9fail_next, align 1
  %6 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %7 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  store i32 7, ptr %7, align 8, !tbaa !5
  tail call void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTIi, ptr null) #12
  unreachable

8:                                                ; preds = %1
  %9 = load i32, ptr @_ZL4used, align 4, !tbaa !9
  %10 = freeze i32 %9
  %11 = add i32 %10, 15
  %12 = and i32 %11, -16
  %13 = getelementptr inbounds i8, ptr @_ZL4pool, i32 %12
  %14 = tail call i32 @llvm.umax.i32(i32 %0, i32 1)
  %15 = add i32 %12, %14
  store i32 %15, ptr @_ZL4used, align 4, !tbaa !9
  ret ptr %13
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nobuiltin nounwind
define void @_ZdlPv(ptr noundef %0) local_unnamed_addr #2 {
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

; Function Attrs: mustprogress nobuiltin allocsize(0)
define noundef nonnull ptr @_ZnwmSt11align_val_t(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = load i32, ptr @_ZL5anews, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL5anews, align 4, !tbaa !5
  %5 = load i32, ptr @_ZL4used, align 4, !tbaa !9
  %6 = freeze i32 %5
  %7 = add i32 %1, -1
  %8 = add i32 %7, %6
  %9 = urem i32 %8, %1
  %10 = sub nuw i32 %8, %9
  %11 = getelementptr inbounds i8, ptr @_ZL4pool, i32 %10
  %12 = tail call i32 @llvm.umax.i32(i32 %0, i32 1)
  %13 = add i32 %10, %12
  store i32 %13, ptr @_ZL4used, align 4, !tbaa !9
  ret ptr %11
}

; Function Attrs: mustprogress nobuiltin nounwind
define void @_ZdlPvSt11align_val_t(ptr noundef %0, i32 noundef %1) local_unnamed_addr #2 {
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

; Function Attrs: mustprogress norecurse
define noundef i32 @main() local_unnamed_addr #3 personality ptr @__gxx_personality_sj0 {
  %1 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @_ZL4news, align 4, !tbaa !5
  %3 = load i1, ptr @_ZL9fail_next, align 1
  br i1 %3, label %4, label %7

4:                                                ; preds = %0
  store i1 false, ptr @_ZL9fail_next, align 1
  %5 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %6 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  store i32 7, ptr %6, align 8, !tbaa !5
  tail call void @__cxa_throw(ptr nonnull %6, ptr nonnull @_ZTIi, ptr null) #12
  unreachable

7:                                                ; preds = %0
  %8 = load i32, ptr @_ZL4used, align 4, !tbaa !9
  %9 = freeze i32 %8
  %10 = add i32 %9, 15
  %11 = and i32 %10, -16
  %12 = getelementptr inbounds i8, ptr @_ZL4pool, i32 %11
  %13 = or disjoint i32 %11, 4
  store i32 %13, ptr @_ZL4used, align 4, !tbaa !9
  store i32 1, ptr %12, align 16, !tbaa !5
  store volatile ptr %12, ptr @sink, align 4, !tbaa !11
  %14 = load i32, ptr @_ZL7deletes, align 4, !tbaa !5
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr @_ZL7deletes, align 4, !tbaa !5
  %16 = load i32, ptr @_ZL5anews, align 4, !tbaa !5
  %17 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !5
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.1, i32 noundef %2, i32 noundef %15, i32 noundef %16, i32 noundef %17)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !5
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL4news, align 4, !tbaa !5
  %19 = tail call noalias noundef nonnull dereferenceable(12) ptr @_Znam(i32 noundef 12) #13
  store volatile ptr %19, ptr @sink, align 4, !tbaa !11
  tail call void @_ZdaPv(ptr noundef nonnull %19) #14
  %20 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %21 = load i32, ptr @_ZL7deletes, align 4, !tbaa !5
  %22 = load i32, ptr @_ZL5anews, align 4, !tbaa !5
  %23 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !5
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.2, i32 noundef %20, i32 noundef %21, i32 noundef %22, i32 noundef %23)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !5
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL4news, align 4, !tbaa !5
  %25 = tail call noalias noundef nonnull dereferenceable(16) ptr @_Znam(i32 noundef 16) #13
  store i32 4, ptr %25, align 4
  %26 = getelementptr inbounds i8, ptr %25, i32 4
  store i32 2, ptr %26, align 4
  %27 = getelementptr inbounds i8, ptr %25, i32 8
  store i32 1, ptr %27, align 4, !tbaa !13
  %28 = getelementptr inbounds i8, ptr %25, i32 12
  store i32 2, ptr %28, align 4, !tbaa !13
  store volatile ptr %27, ptr @sink, align 4, !tbaa !11
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef 2)
  %30 = load i32, ptr %27, align 4, !tbaa !13
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %30)
  tail call void @_ZdaPv(ptr noundef nonnull %25) #14
  %32 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %33 = load i32, ptr @_ZL7deletes, align 4, !tbaa !5
  %34 = load i32, ptr @_ZL5anews, align 4, !tbaa !5
  %35 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !5
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.3, i32 noundef %32, i32 noundef %33, i32 noundef %34, i32 noundef %35)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !5
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL4news, align 4, !tbaa !5
  %37 = tail call noalias noundef dereferenceable_or_null(4) ptr @_ZnwmRKSt9nothrow_t(i32 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  %38 = icmp eq ptr %37, null
  br i1 %38, label %40, label %39

39:                                               ; preds = %7
  store i32 2, ptr %37, align 4, !tbaa !5
  br label %40

40:                                               ; preds = %39, %7
  %41 = phi ptr [ @.str.5, %39 ], [ @.str.6, %7 ]
  store volatile ptr %37, ptr @sink, align 4, !tbaa !11
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %41)
  tail call void @_ZdlPvRKSt9nothrow_t(ptr noundef %37, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #11
  %43 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %44 = load i32, ptr @_ZL7deletes, align 4, !tbaa !5
  %45 = load i32, ptr @_ZL5anews, align 4, !tbaa !5
  %46 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !5
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.7, i32 noundef %43, i32 noundef %44, i32 noundef %45, i32 noundef %46)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !5
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL4news, align 4, !tbaa !5
  %48 = tail call noalias noundef dereferenceable_or_null(5) ptr @_ZnamRKSt9nothrow_t(i32 noundef 5, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  store volatile ptr %48, ptr @sink, align 4, !tbaa !11
  %49 = icmp eq ptr %48, null
  %50 = select i1 %49, ptr @.str.6, ptr @.str.5
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %50)
  tail call void @_ZdaPvRKSt9nothrow_t(ptr noundef %48, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #11
  %52 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %53 = load i32, ptr @_ZL7deletes, align 4, !tbaa !5
  %54 = load i32, ptr @_ZL5anews, align 4, !tbaa !5
  %55 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !5
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.9, i32 noundef %52, i32 noundef %53, i32 noundef %54, i32 noundef %55)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !5
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL4news, align 4, !tbaa !5
  store i1 true, ptr @_ZL9fail_next, align 1
  %57 = tail call noalias noundef dereferenceable_or_null(4) ptr @_ZnwmRKSt9nothrow_t(i32 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  %58 = icmp eq ptr %57, null
  br i1 %58, label %60, label %59

59:                                               ; preds = %40
  store i32 3, ptr %57, align 4, !tbaa !5
  br label %60

60:                                               ; preds = %40, %59
  %61 = phi ptr [ @.str.6, %40 ], [ @.str.5, %59 ]
  store volatile ptr %57, ptr @sink, align 4, !tbaa !11
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %61)
  store i1 true, ptr @_ZL9fail_next, align 1
  %63 = tail call noalias noundef dereferenceable_or_null(9) ptr @_ZnamRKSt9nothrow_t(i32 noundef 9, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  store volatile ptr %63, ptr @sink, align 4, !tbaa !11
  %64 = icmp eq ptr %63, null
  %65 = select i1 %64, ptr @.str.6, ptr @.str.5
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %65)
  %67 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %68 = load i32, ptr @_ZL7deletes, align 4, !tbaa !5
  %69 = load i32, ptr @_ZL5anews, align 4, !tbaa !5
  %70 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !5
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.12, i32 noundef %67, i32 noundef %68, i32 noundef %69, i32 noundef %70)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !5
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !5
  store i32 1, ptr @_ZL4news, align 4, !tbaa !5
  store i1 false, ptr @_ZL9fail_next, align 1
  %72 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %73 = tail call ptr @__cxa_allocate_exception(i32 4) #11
  store i32 7, ptr %73, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %73, ptr nonnull @_ZTIi, ptr null) #12
          to label %74 unwind label %75

74:                                               ; preds = %60
  unreachable

75:                                               ; preds = %60
  %76 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %77 = extractvalue { ptr, i32 } %76, 1
  %78 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %79 = icmp eq i32 %77, %78
  br i1 %79, label %80, label %122

80:                                               ; preds = %75
  %81 = extractvalue { ptr, i32 } %76, 0
  %82 = tail call ptr @__cxa_begin_catch(ptr %81) #11
  %83 = load i32, ptr %82, align 4, !tbaa !5
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %83)
  tail call void @__cxa_end_catch() #11
  %85 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %86 = load i32, ptr @_ZL7deletes, align 4, !tbaa !5
  %87 = load i32, ptr @_ZL5anews, align 4, !tbaa !5
  %88 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !5
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.15, i32 noundef %85, i32 noundef %86, i32 noundef %87, i32 noundef %88)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL4news, align 4, !tbaa !5
  store i32 1, ptr @_ZL5anews, align 4, !tbaa !5
  %90 = load i32, ptr @_ZL4used, align 4, !tbaa !9
  %91 = freeze i32 %90
  %92 = add i32 %91, 63
  %93 = and i32 %92, -64
  %94 = getelementptr inbounds i8, ptr @_ZL4pool, i32 %93
  %95 = or disjoint i32 %93, 8
  store i32 %95, ptr @_ZL4used, align 4, !tbaa !9
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 1)
  tail call void @_ZdlPvmSt11align_val_t(ptr noundef nonnull %94, i32 noundef 8, i32 noundef 64) #11
  %97 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %98 = load i32, ptr @_ZL7deletes, align 4, !tbaa !5
  %99 = load i32, ptr @_ZL5anews, align 4, !tbaa !5
  %100 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !5
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.17, i32 noundef %97, i32 noundef %98, i32 noundef %99, i32 noundef %100)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !5
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL4news, align 4, !tbaa !5
  %102 = tail call noalias noundef nonnull align 32 dereferenceable(40) ptr @_ZnamSt11align_val_t(i32 noundef 40, i32 noundef 32) #16
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef 1)
  tail call void @_ZdaPvSt11align_val_t(ptr noundef nonnull %102, i32 noundef 32) #11
  %104 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %105 = load i32, ptr @_ZL7deletes, align 4, !tbaa !5
  %106 = load i32, ptr @_ZL5anews, align 4, !tbaa !5
  %107 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !5
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.19, i32 noundef %104, i32 noundef %105, i32 noundef %106, i32 noundef %107)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !5
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL4news, align 4, !tbaa !5
  %109 = tail call noalias noundef align 128 dereferenceable_or_null(32) ptr @_ZnwmSt11align_val_tRKSt9nothrow_t(i32 noundef 32, i32 noundef 128, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #17
  %110 = icmp eq ptr %109, null
  %111 = select i1 %110, ptr @.str.6, ptr @.str.5
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull %111, i32 noundef 1)
  %113 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !5
  br i1 %110, label %116, label %114

114:                                              ; preds = %80
  %115 = add nsw i32 %113, 1
  store i32 %115, ptr @_ZL8adeletes, align 4, !tbaa !5
  br label %116

116:                                              ; preds = %80, %114
  %117 = phi i32 [ %113, %80 ], [ %115, %114 ]
  %118 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %119 = load i32, ptr @_ZL7deletes, align 4, !tbaa !5
  %120 = load i32, ptr @_ZL5anews, align 4, !tbaa !5
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.21, i32 noundef %118, i32 noundef %119, i32 noundef %120, i32 noundef %117)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !5
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !5
  store i32 0, ptr @_ZL4news, align 4, !tbaa !5
  ret i32 0

122:                                              ; preds = %75
  resume { ptr, i32 } %76
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i32 noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnwmRKSt9nothrow_t(i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvRKSt9nothrow_t(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnamRKSt9nothrow_t(i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvRKSt9nothrow_t(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #5

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #7

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZdlPvmSt11align_val_t(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_ZnamSt11align_val_t(i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvSt11align_val_t(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnwmSt11align_val_tRKSt9nothrow_t(i32 noundef, i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #10

attributes #0 = { mustprogress nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress norecurse "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nobuiltin nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nofree nosync nounwind memory(none) }
attributes #8 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
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
