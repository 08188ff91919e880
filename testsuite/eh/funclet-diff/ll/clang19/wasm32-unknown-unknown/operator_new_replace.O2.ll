; ModuleID = 'operator_new_replace.cpp'
source_filename = "operator_new_replace.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%"struct.std::nothrow_t" = type { i8 }

@_ZL4news = internal unnamed_addr global i32 0, align 4
@_ZL9fail_next = internal unnamed_addr global i1 false, align 1
@_ZTIi = external constant ptr
@_ZL7deletes = internal unnamed_addr global i32 0, align 4
@_ZL5anews = internal unnamed_addr global i32 0, align 4
@_ZL8adeletes = internal unnamed_addr global i32 0, align 4
@sink = hidden global ptr null, align 4
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

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress nobuiltin allocsize(0)
define noundef nonnull ptr @_Znwm(i32 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, ptr @_ZL4news, align 4, !tbaa !2
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL4news, align 4, !tbaa !2
  %4 = load i1, ptr @_ZL9fail_next, align 1
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  store i1 false, ptr @_ZL9fail_next, align 1
  %6 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %7 = tail call ptr @__cxa_allocate_exception(i32 4) #12
  store i32 7, ptr %7, align 16, !tbaa !2
  tail call void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTIi, ptr null) #9
  unreachable

8:                                                ; preds = %1
  %9 = load i32, ptr @_ZL4used, align 4, !tbaa !6
  %10 = freeze i32 %9
  %11 = add i32 %10, 15
  %12 = and i32 %11, -16
  %13 = getelementptr inbounds i8, ptr @_ZL4pool, i32 %12
  %14 = tail call i32 @llvm.umax.i32(i32 %0, i32 1)
  %15 = add i32 %12, %14
  store i32 %15, ptr @_ZL4used, align 4, !tbaa !6
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
  %4 = load i32, ptr @_ZL7deletes, align 4, !tbaa !2
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @_ZL7deletes, align 4, !tbaa !2
  br label %6

6:                                                ; preds = %3, %1
  ret void
}

; Function Attrs: mustprogress nobuiltin allocsize(0)
define noundef nonnull ptr @_ZnwmSt11align_val_t(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = load i32, ptr @_ZL5anews, align 4, !tbaa !2
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL5anews, align 4, !tbaa !2
  %5 = load i32, ptr @_ZL4used, align 4, !tbaa !6
  %6 = freeze i32 %5
  %7 = add i32 %1, -1
  %8 = add i32 %7, %6
  %9 = urem i32 %8, %1
  %10 = sub nuw i32 %8, %9
  %11 = getelementptr inbounds i8, ptr @_ZL4pool, i32 %10
  %12 = tail call i32 @llvm.umax.i32(i32 %0, i32 1)
  %13 = add i32 %10, %12
  store i32 %13, ptr @_ZL4used, align 4, !tbaa !6
  ret ptr %11
}

; Function Attrs: mustprogress nobuiltin nounwind
define void @_ZdlPvSt11align_val_t(ptr noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %7, label %4

4:                                                ; preds = %2
  %5 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !2
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @_ZL8adeletes, align 4, !tbaa !2
  br label %7

7:                                                ; preds = %4, %2
  ret void
}

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #3 personality ptr @__gxx_wasm_personality_v0 {
  %1 = load i32, ptr @_ZL4news, align 4, !tbaa !2
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @_ZL4news, align 4, !tbaa !2
  %3 = load i1, ptr @_ZL9fail_next, align 1
  br i1 %3, label %4, label %7

4:                                                ; preds = %0
  store i1 false, ptr @_ZL9fail_next, align 1
  %5 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %6 = tail call ptr @__cxa_allocate_exception(i32 4) #12
  store i32 7, ptr %6, align 16, !tbaa !2
  tail call void @__cxa_throw(ptr nonnull %6, ptr nonnull @_ZTIi, ptr null) #9
  unreachable

7:                                                ; preds = %0
  %8 = load i32, ptr @_ZL4used, align 4, !tbaa !6
  %9 = freeze i32 %8
  %10 = add i32 %9, 15
  %11 = and i32 %10, -16
  %12 = getelementptr inbounds i8, ptr @_ZL4pool, i32 %11
  %13 = or disjoint i32 %11, 4
  store i32 %13, ptr @_ZL4used, align 4, !tbaa !6
  store i32 1, ptr %12, align 16, !tbaa !2
  store volatile ptr %12, ptr @sink, align 4, !tbaa !8
  tail call void @_ZdlPvm(ptr noundef nonnull %12, i32 noundef 4) #13
  %14 = load i32, ptr @_ZL4news, align 4, !tbaa !2
  %15 = load i32, ptr @_ZL7deletes, align 4, !tbaa !2
  %16 = load i32, ptr @_ZL5anews, align 4, !tbaa !2
  %17 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !2
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.1, i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !2
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !2
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !2
  store i32 0, ptr @_ZL4news, align 4, !tbaa !2
  %19 = tail call noalias noundef nonnull dereferenceable(12) ptr @_Znam(i32 noundef 12) #14
  store volatile ptr %19, ptr @sink, align 4, !tbaa !8
  tail call void @_ZdaPv(ptr noundef nonnull %19) #13
  %20 = load i32, ptr @_ZL4news, align 4, !tbaa !2
  %21 = load i32, ptr @_ZL7deletes, align 4, !tbaa !2
  %22 = load i32, ptr @_ZL5anews, align 4, !tbaa !2
  %23 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !2
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.2, i32 noundef %20, i32 noundef %21, i32 noundef %22, i32 noundef %23)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !2
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !2
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !2
  store i32 0, ptr @_ZL4news, align 4, !tbaa !2
  %25 = tail call noalias noundef nonnull dereferenceable(12) ptr @_Znam(i32 noundef 12) #14
  store i32 2, ptr %25, align 4
  %26 = getelementptr inbounds i8, ptr %25, i32 4
  store i32 1, ptr %26, align 4, !tbaa !10
  %27 = getelementptr inbounds i8, ptr %25, i32 8
  store i32 2, ptr %27, align 4, !tbaa !10
  store volatile ptr %26, ptr @sink, align 4, !tbaa !8
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef 2)
  %29 = load i32, ptr %26, align 4, !tbaa !10
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %29)
  tail call void @_ZdaPvm(ptr noundef nonnull %25, i32 noundef 12) #13
  %31 = load i32, ptr @_ZL4news, align 4, !tbaa !2
  %32 = load i32, ptr @_ZL7deletes, align 4, !tbaa !2
  %33 = load i32, ptr @_ZL5anews, align 4, !tbaa !2
  %34 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !2
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.3, i32 noundef %31, i32 noundef %32, i32 noundef %33, i32 noundef %34)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !2
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !2
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !2
  store i32 0, ptr @_ZL4news, align 4, !tbaa !2
  %36 = tail call noalias noundef dereferenceable_or_null(4) ptr @_ZnwmRKSt9nothrow_t(i32 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  %37 = icmp eq ptr %36, null
  br i1 %37, label %39, label %38

38:                                               ; preds = %7
  store i32 2, ptr %36, align 4, !tbaa !2
  br label %39

39:                                               ; preds = %38, %7
  %40 = phi ptr [ @.str.5, %38 ], [ @.str.6, %7 ]
  store volatile ptr %36, ptr @sink, align 4, !tbaa !8
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %40)
  tail call void @_ZdlPvRKSt9nothrow_t(ptr noundef %36, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #12
  %42 = load i32, ptr @_ZL4news, align 4, !tbaa !2
  %43 = load i32, ptr @_ZL7deletes, align 4, !tbaa !2
  %44 = load i32, ptr @_ZL5anews, align 4, !tbaa !2
  %45 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !2
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.7, i32 noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %45)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !2
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !2
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !2
  store i32 0, ptr @_ZL4news, align 4, !tbaa !2
  %47 = tail call noalias noundef dereferenceable_or_null(5) ptr @_ZnamRKSt9nothrow_t(i32 noundef 5, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  store volatile ptr %47, ptr @sink, align 4, !tbaa !8
  %48 = icmp eq ptr %47, null
  %49 = select i1 %48, ptr @.str.6, ptr @.str.5
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %49)
  tail call void @_ZdaPvRKSt9nothrow_t(ptr noundef %47, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #12
  %51 = load i32, ptr @_ZL4news, align 4, !tbaa !2
  %52 = load i32, ptr @_ZL7deletes, align 4, !tbaa !2
  %53 = load i32, ptr @_ZL5anews, align 4, !tbaa !2
  %54 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !2
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.9, i32 noundef %51, i32 noundef %52, i32 noundef %53, i32 noundef %54)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !2
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !2
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !2
  store i32 0, ptr @_ZL4news, align 4, !tbaa !2
  store i1 true, ptr @_ZL9fail_next, align 1
  %56 = tail call noalias noundef dereferenceable_or_null(4) ptr @_ZnwmRKSt9nothrow_t(i32 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  %57 = icmp eq ptr %56, null
  br i1 %57, label %59, label %58

58:                                               ; preds = %39
  store i32 3, ptr %56, align 4, !tbaa !2
  br label %59

59:                                               ; preds = %39, %58
  %60 = phi ptr [ @.str.6, %39 ], [ @.str.5, %58 ]
  store volatile ptr %56, ptr @sink, align 4, !tbaa !8
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %60)
  store i1 true, ptr @_ZL9fail_next, align 1
  %62 = tail call noalias noundef dereferenceable_or_null(9) ptr @_ZnamRKSt9nothrow_t(i32 noundef 9, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  store volatile ptr %62, ptr @sink, align 4, !tbaa !8
  %63 = icmp eq ptr %62, null
  %64 = select i1 %63, ptr @.str.6, ptr @.str.5
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %64)
  %66 = load i32, ptr @_ZL4news, align 4, !tbaa !2
  %67 = load i32, ptr @_ZL7deletes, align 4, !tbaa !2
  %68 = load i32, ptr @_ZL5anews, align 4, !tbaa !2
  %69 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !2
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.12, i32 noundef %66, i32 noundef %67, i32 noundef %68, i32 noundef %69)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !2
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !2
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !2
  store i32 1, ptr @_ZL4news, align 4, !tbaa !2
  store i1 false, ptr @_ZL9fail_next, align 1
  %71 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %72 = tail call ptr @__cxa_allocate_exception(i32 4) #12
  store i32 7, ptr %72, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %72, ptr nonnull @_ZTIi, ptr null) #9
          to label %73 unwind label %74

73:                                               ; preds = %59
  unreachable

74:                                               ; preds = %59
  %75 = catchswitch within none [label %76] unwind to caller

76:                                               ; preds = %74
  %77 = catchpad within %75 [ptr @_ZTIi]
  %78 = tail call ptr @llvm.wasm.get.exception(token %77)
  %79 = tail call i32 @llvm.wasm.get.ehselector(token %77)
  %80 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #12
  %81 = icmp eq i32 %79, %80
  br i1 %81, label %82, label %86

82:                                               ; preds = %76
  %83 = call ptr @__cxa_begin_catch(ptr %78) #12 [ "funclet"(token %77) ]
  %84 = load i32, ptr %83, align 4, !tbaa !2
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %84) [ "funclet"(token %77) ]
  call void @__cxa_end_catch() #12 [ "funclet"(token %77) ]
  catchret from %77 to label %87

86:                                               ; preds = %76
  call void @llvm.wasm.rethrow() #9 [ "funclet"(token %77) ]
  unreachable

87:                                               ; preds = %82
  %88 = load i32, ptr @_ZL4news, align 4, !tbaa !2
  %89 = load i32, ptr @_ZL7deletes, align 4, !tbaa !2
  %90 = load i32, ptr @_ZL5anews, align 4, !tbaa !2
  %91 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !2
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.15, i32 noundef %88, i32 noundef %89, i32 noundef %90, i32 noundef %91)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !2
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !2
  store i32 0, ptr @_ZL4news, align 4, !tbaa !2
  store i32 1, ptr @_ZL5anews, align 4, !tbaa !2
  %93 = load i32, ptr @_ZL4used, align 4, !tbaa !6
  %94 = freeze i32 %93
  %95 = add i32 %94, 63
  %96 = and i32 %95, -64
  %97 = getelementptr inbounds i8, ptr @_ZL4pool, i32 %96
  %98 = or disjoint i32 %96, 8
  store i32 %98, ptr @_ZL4used, align 4, !tbaa !6
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 1)
  tail call void @_ZdlPvmSt11align_val_t(ptr noundef nonnull %97, i32 noundef 8, i32 noundef 64) #12
  %100 = load i32, ptr @_ZL4news, align 4, !tbaa !2
  %101 = load i32, ptr @_ZL7deletes, align 4, !tbaa !2
  %102 = load i32, ptr @_ZL5anews, align 4, !tbaa !2
  %103 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !2
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.17, i32 noundef %100, i32 noundef %101, i32 noundef %102, i32 noundef %103)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !2
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !2
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !2
  store i32 0, ptr @_ZL4news, align 4, !tbaa !2
  %105 = tail call noalias noundef nonnull align 32 dereferenceable(40) ptr @_ZnamSt11align_val_t(i32 noundef 40, i32 noundef 32) #16
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef 1)
  tail call void @_ZdaPvSt11align_val_t(ptr noundef nonnull %105, i32 noundef 32) #12
  %107 = load i32, ptr @_ZL4news, align 4, !tbaa !2
  %108 = load i32, ptr @_ZL7deletes, align 4, !tbaa !2
  %109 = load i32, ptr @_ZL5anews, align 4, !tbaa !2
  %110 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !2
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.19, i32 noundef %107, i32 noundef %108, i32 noundef %109, i32 noundef %110)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !2
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !2
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !2
  store i32 0, ptr @_ZL4news, align 4, !tbaa !2
  %112 = tail call noalias noundef align 128 dereferenceable_or_null(32) ptr @_ZnwmSt11align_val_tRKSt9nothrow_t(i32 noundef 32, i32 noundef 128, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #17
  %113 = icmp eq ptr %112, null
  %114 = select i1 %113, ptr @.str.6, ptr @.str.5
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull %114, i32 noundef 1)
  %116 = load i32, ptr @_ZL8adeletes, align 4, !tbaa !2
  br i1 %113, label %119, label %117

117:                                              ; preds = %87
  %118 = add nsw i32 %116, 1
  store i32 %118, ptr @_ZL8adeletes, align 4, !tbaa !2
  br label %119

119:                                              ; preds = %87, %117
  %120 = phi i32 [ %116, %87 ], [ %118, %117 ]
  %121 = load i32, ptr @_ZL4news, align 4, !tbaa !2
  %122 = load i32, ptr @_ZL7deletes, align 4, !tbaa !2
  %123 = load i32, ptr @_ZL5anews, align 4, !tbaa !2
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.21, i32 noundef %121, i32 noundef %122, i32 noundef %123, i32 noundef %120)
  store i32 0, ptr @_ZL8adeletes, align 4, !tbaa !2
  store i32 0, ptr @_ZL5anews, align 4, !tbaa !2
  store i32 0, ptr @_ZL7deletes, align 4, !tbaa !2
  store i32 0, ptr @_ZL4news, align 4, !tbaa !2
  ret i32 0
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i32 noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvm(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnwmRKSt9nothrow_t(i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvRKSt9nothrow_t(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #4

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnamRKSt9nothrow_t(i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvRKSt9nothrow_t(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #4

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #7

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #8

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvmSt11align_val_t(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_ZnamSt11align_val_t(i32 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvSt11align_val_t(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnwmSt11align_val_tRKSt9nothrow_t(i32 noundef, i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #11

attributes #0 = { mustprogress nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { nobuiltin nounwind allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nofree nosync nounwind memory(none) }
attributes #9 = { noreturn }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { builtin nounwind }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { builtin nounwind allocsize(0) }
attributes #16 = { allocsize(0) }
attributes #17 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !4, i64 0}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !4, i64 0}
!10 = !{!11, !3, i64 0}
!11 = !{!"_ZTS3Obj", !3, i64 0}
