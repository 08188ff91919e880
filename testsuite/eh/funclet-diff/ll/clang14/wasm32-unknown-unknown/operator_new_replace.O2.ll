; ModuleID = 'operator_new_replace.cpp'
source_filename = "operator_new_replace.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%"struct.std::nothrow_t" = type { i8 }

@_ZL4news = internal unnamed_addr global i32 0, align 4
@_ZL9fail_next = internal unnamed_addr global i1 false, align 1
@_ZTIi = external constant i8*
@_ZL7deletes = internal unnamed_addr global i32 0, align 4
@_ZL5anews = internal unnamed_addr global i32 0, align 4
@_ZL8adeletes = internal unnamed_addr global i32 0, align 4
@sink = hidden global i8* null, align 4
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
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress nobuiltin allocsize(0)
define noundef nonnull i8* @_Znwm(i32 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, i32* @_ZL4news, align 4, !tbaa !2
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @_ZL4news, align 4, !tbaa !2
  %4 = load i1, i1* @_ZL9fail_next, align 1
  br i1 %4, label %5, label %9

5:                                                ; preds = %1
  store i1 false, i1* @_ZL9fail_next, align 1
  %6 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @str, i32 0, i32 0))
  %7 = tail call i8* @__cxa_allocate_exception(i32 4) #8
  %8 = bitcast i8* %7 to i32*
  store i32 7, i32* %8, align 16, !tbaa !2
  tail call void @__cxa_throw(i8* %7, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #10
  unreachable

9:                                                ; preds = %1
  %10 = load i32, i32* @_ZL4used, align 4, !tbaa !6
  %11 = add i32 %10, 15
  %12 = and i32 %11, -16
  %13 = getelementptr inbounds [4096 x i8], [4096 x i8]* @_ZL4pool, i32 0, i32 %12
  %14 = icmp eq i32 %0, 0
  %15 = select i1 %14, i32 1, i32 %0
  %16 = add i32 %12, %15
  store i32 %16, i32* @_ZL4used, align 4, !tbaa !6
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
  %4 = load i32, i32* @_ZL7deletes, align 4, !tbaa !2
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @_ZL7deletes, align 4, !tbaa !2
  br label %6

6:                                                ; preds = %3, %1
  ret void
}

; Function Attrs: mustprogress nobuiltin nofree norecurse nosync nounwind willreturn allocsize(0)
define noundef nonnull i8* @_ZnwmSt11align_val_t(i32 noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = load i32, i32* @_ZL5anews, align 4, !tbaa !2
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @_ZL5anews, align 4, !tbaa !2
  %5 = load i32, i32* @_ZL4used, align 4, !tbaa !6
  %6 = add i32 %1, -1
  %7 = add i32 %6, %5
  %8 = urem i32 %7, %1
  %9 = sub i32 %7, %8
  %10 = getelementptr inbounds [4096 x i8], [4096 x i8]* @_ZL4pool, i32 0, i32 %9
  %11 = icmp eq i32 %0, 0
  %12 = select i1 %11, i32 1, i32 %0
  %13 = add i32 %9, %12
  store i32 %13, i32* @_ZL4used, align 4, !tbaa !6
  ret i8* %10
}

; Function Attrs: mustprogress nobuiltin nofree norecurse nosync nounwind willreturn
define void @_ZdlPvSt11align_val_t(i8* noundef readnone %0, i32 %1) local_unnamed_addr #2 {
  %3 = icmp eq i8* %0, null
  br i1 %3, label %7, label %4

4:                                                ; preds = %2
  %5 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !2
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @_ZL8adeletes, align 4, !tbaa !2
  br label %7

7:                                                ; preds = %4, %2
  ret void
}

; Function Attrs: norecurse
define hidden noundef i32 @main() #4 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = load i32, i32* @_ZL4news, align 4, !tbaa !2
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @_ZL4news, align 4, !tbaa !2
  %3 = load i1, i1* @_ZL9fail_next, align 1
  br i1 %3, label %4, label %8

4:                                                ; preds = %0
  store i1 false, i1* @_ZL9fail_next, align 1
  %5 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @str, i32 0, i32 0))
  %6 = tail call i8* @__cxa_allocate_exception(i32 4) #8
  %7 = bitcast i8* %6 to i32*
  store i32 7, i32* %7, align 16, !tbaa !2
  tail call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #10
  unreachable

8:                                                ; preds = %0
  %9 = load i32, i32* @_ZL4used, align 4, !tbaa !6
  %10 = add i32 %9, 15
  %11 = and i32 %10, -16
  %12 = getelementptr inbounds [4096 x i8], [4096 x i8]* @_ZL4pool, i32 0, i32 %11
  %13 = or i32 %11, 4
  store i32 %13, i32* @_ZL4used, align 4, !tbaa !6
  %14 = bitcast i8* %12 to i32*
  store i32 1, i32* %14, align 16, !tbaa !2
  store volatile i8* %12, i8** @sink, align 4, !tbaa !8
  %15 = load i32, i32* @_ZL7deletes, align 4, !tbaa !2
  %16 = add nsw i32 %15, 1
  store i32 %16, i32* @_ZL7deletes, align 4, !tbaa !2
  %17 = load i32, i32* @_ZL5anews, align 4, !tbaa !2
  %18 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !2
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i32 0, i32 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i32 0, i32 0), i32 noundef %2, i32 noundef %16, i32 noundef %17, i32 noundef %18) #8
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !2
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !2
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !2
  store i32 0, i32* @_ZL4news, align 4, !tbaa !2
  %20 = tail call noalias noundef nonnull dereferenceable(12) i8* @_Znam(i32 noundef 12) #13
  store volatile i8* %20, i8** @sink, align 4, !tbaa !8
  tail call void @_ZdaPv(i8* noundef nonnull %20) #14
  %21 = load i32, i32* @_ZL4news, align 4, !tbaa !2
  %22 = load i32, i32* @_ZL7deletes, align 4, !tbaa !2
  %23 = load i32, i32* @_ZL5anews, align 4, !tbaa !2
  %24 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !2
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i32 0, i32 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i32 0, i32 0), i32 noundef %21, i32 noundef %22, i32 noundef %23, i32 noundef %24) #8
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !2
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !2
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !2
  store i32 0, i32* @_ZL4news, align 4, !tbaa !2
  %26 = tail call noalias noundef nonnull dereferenceable(12) i8* @_Znam(i32 noundef 12) #13
  %27 = bitcast i8* %26 to i32*
  store i32 2, i32* %27, align 4
  %28 = getelementptr inbounds i8, i8* %26, i32 4
  %29 = bitcast i8* %28 to i32*
  store i32 1, i32* %29, align 4, !tbaa !10
  %30 = getelementptr inbounds i8, i8* %26, i32 8
  %31 = bitcast i8* %30 to i32*
  store i32 2, i32* %31, align 4, !tbaa !10
  store volatile i8* %28, i8** @sink, align 4, !tbaa !8
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.23, i32 0, i32 0), i32 noundef 2) #8
  %33 = getelementptr inbounds i8, i8* %26, i32 4
  %34 = bitcast i8* %33 to i32*
  %35 = load i32, i32* %34, align 4, !tbaa !10
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.23, i32 0, i32 0), i32 noundef %35) #8
  tail call void @_ZdaPv(i8* noundef nonnull %26) #14
  %37 = load i32, i32* @_ZL4news, align 4, !tbaa !2
  %38 = load i32, i32* @_ZL7deletes, align 4, !tbaa !2
  %39 = load i32, i32* @_ZL5anews, align 4, !tbaa !2
  %40 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !2
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i32 0, i32 0), i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.3, i32 0, i32 0), i32 noundef %37, i32 noundef %38, i32 noundef %39, i32 noundef %40) #8
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !2
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !2
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !2
  store i32 0, i32* @_ZL4news, align 4, !tbaa !2
  %42 = tail call noalias noundef dereferenceable_or_null(4) i8* @_ZnwmRKSt9nothrow_t(i32 noundef 4, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  %43 = icmp eq i8* %42, null
  br i1 %43, label %46, label %44

44:                                               ; preds = %8
  %45 = bitcast i8* %42 to i32*
  store i32 2, i32* %45, align 4, !tbaa !2
  br label %46

46:                                               ; preds = %44, %8
  %47 = phi i32* [ %45, %44 ], [ null, %8 ]
  %48 = bitcast i32* %47 to i8*
  store volatile i8* %48, i8** @sink, align 4, !tbaa !8
  %49 = icmp eq i32* %47, null
  %50 = select i1 %49, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0)
  %51 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i8* noundef %50)
  tail call void @_ZdlPvRKSt9nothrow_t(i8* noundef %48, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #8
  %52 = load i32, i32* @_ZL4news, align 4, !tbaa !2
  %53 = load i32, i32* @_ZL7deletes, align 4, !tbaa !2
  %54 = load i32, i32* @_ZL5anews, align 4, !tbaa !2
  %55 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !2
  %56 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i32 0, i32 0), i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.7, i32 0, i32 0), i32 noundef %52, i32 noundef %53, i32 noundef %54, i32 noundef %55) #8
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !2
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !2
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !2
  store i32 0, i32* @_ZL4news, align 4, !tbaa !2
  %57 = tail call noalias noundef dereferenceable_or_null(5) i8* @_ZnamRKSt9nothrow_t(i32 noundef 5, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  store volatile i8* %57, i8** @sink, align 4, !tbaa !8
  %58 = icmp eq i8* %57, null
  %59 = select i1 %58, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0)
  %60 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.8, i32 0, i32 0), i8* noundef %59)
  tail call void @_ZdaPvRKSt9nothrow_t(i8* noundef %57, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #8
  %61 = load i32, i32* @_ZL4news, align 4, !tbaa !2
  %62 = load i32, i32* @_ZL7deletes, align 4, !tbaa !2
  %63 = load i32, i32* @_ZL5anews, align 4, !tbaa !2
  %64 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !2
  %65 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i32 0, i32 0), i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.9, i32 0, i32 0), i32 noundef %61, i32 noundef %62, i32 noundef %63, i32 noundef %64) #8
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !2
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !2
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !2
  store i32 0, i32* @_ZL4news, align 4, !tbaa !2
  store i1 true, i1* @_ZL9fail_next, align 1
  %66 = tail call noalias noundef dereferenceable_or_null(4) i8* @_ZnwmRKSt9nothrow_t(i32 noundef 4, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  %67 = icmp eq i8* %66, null
  br i1 %67, label %70, label %68

68:                                               ; preds = %46
  %69 = bitcast i8* %66 to i32*
  store i32 3, i32* %69, align 4, !tbaa !2
  br label %70

70:                                               ; preds = %46, %68
  %71 = phi i32* [ %69, %68 ], [ null, %46 ]
  %72 = bitcast i32* %71 to i8*
  store volatile i8* %72, i8** @sink, align 4, !tbaa !8
  %73 = icmp eq i32* %71, null
  %74 = select i1 %73, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0)
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.10, i32 0, i32 0), i8* noundef %74)
  store i1 true, i1* @_ZL9fail_next, align 1
  %76 = tail call noalias noundef dereferenceable_or_null(9) i8* @_ZnamRKSt9nothrow_t(i32 noundef 9, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  store volatile i8* %76, i8** @sink, align 4, !tbaa !8
  %77 = icmp eq i8* %76, null
  %78 = select i1 %77, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0)
  %79 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.11, i32 0, i32 0), i8* noundef %78)
  %80 = load i32, i32* @_ZL4news, align 4, !tbaa !2
  %81 = load i32, i32* @_ZL7deletes, align 4, !tbaa !2
  %82 = load i32, i32* @_ZL5anews, align 4, !tbaa !2
  %83 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !2
  %84 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i32 0, i32 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.12, i32 0, i32 0), i32 noundef %80, i32 noundef %81, i32 noundef %82, i32 noundef %83) #8
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !2
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !2
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !2
  store i32 1, i32* @_ZL4news, align 4, !tbaa !2
  store i1 false, i1* @_ZL9fail_next, align 1
  %85 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @str, i32 0, i32 0))
  %86 = tail call i8* @__cxa_allocate_exception(i32 4) #8
  %87 = bitcast i8* %86 to i32*
  store i32 7, i32* %87, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %86, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #10
          to label %88 unwind label %89

88:                                               ; preds = %70
  unreachable

89:                                               ; preds = %70
  %90 = catchswitch within none [label %91] unwind to caller

91:                                               ; preds = %89
  %92 = catchpad within %90 [i8* bitcast (i8** @_ZTIi to i8*)]
  %93 = tail call i8* @llvm.wasm.get.exception(token %92)
  %94 = tail call i32 @llvm.wasm.get.ehselector(token %92)
  %95 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %96 = icmp eq i32 %94, %95
  br i1 %96, label %97, label %102

97:                                               ; preds = %91
  %98 = call i8* @__cxa_begin_catch(i8* %93) #8 [ "funclet"(token %92) ]
  %99 = bitcast i8* %98 to i32*
  %100 = load i32, i32* %99, align 4, !tbaa !2
  %101 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.14, i32 0, i32 0), i32 noundef %100) [ "funclet"(token %92) ]
  call void @__cxa_end_catch() #8 [ "funclet"(token %92) ]
  catchret from %92 to label %103

102:                                              ; preds = %91
  call void @llvm.wasm.rethrow() #10 [ "funclet"(token %92) ]
  unreachable

103:                                              ; preds = %97
  %104 = load i32, i32* @_ZL4news, align 4, !tbaa !2
  %105 = load i32, i32* @_ZL7deletes, align 4, !tbaa !2
  %106 = load i32, i32* @_ZL5anews, align 4, !tbaa !2
  %107 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !2
  %108 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i32 0, i32 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.15, i32 0, i32 0), i32 noundef %104, i32 noundef %105, i32 noundef %106, i32 noundef %107) #8
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !2
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !2
  store i32 0, i32* @_ZL4news, align 4, !tbaa !2
  store i32 1, i32* @_ZL5anews, align 4, !tbaa !2
  %109 = load i32, i32* @_ZL4used, align 4, !tbaa !6
  %110 = add i32 %109, 63
  %111 = and i32 %110, -64
  %112 = getelementptr inbounds [4096 x i8], [4096 x i8]* @_ZL4pool, i32 0, i32 %111
  %113 = or i32 %111, 8
  store i32 %113, i32* @_ZL4used, align 4, !tbaa !6
  %114 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.16, i32 0, i32 0), i32 noundef 1)
  tail call void @_ZdlPvmSt11align_val_t(i8* noundef nonnull %112, i32 noundef 8, i32 noundef 64) #8
  %115 = load i32, i32* @_ZL4news, align 4, !tbaa !2
  %116 = load i32, i32* @_ZL7deletes, align 4, !tbaa !2
  %117 = load i32, i32* @_ZL5anews, align 4, !tbaa !2
  %118 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !2
  %119 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i32 0, i32 0), i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.17, i32 0, i32 0), i32 noundef %115, i32 noundef %116, i32 noundef %117, i32 noundef %118) #8
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !2
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !2
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !2
  store i32 0, i32* @_ZL4news, align 4, !tbaa !2
  %120 = tail call noalias noundef nonnull align 32 i8* @_ZnamSt11align_val_t(i32 noundef 40, i32 noundef 32) #16
  %121 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.18, i32 0, i32 0), i32 noundef 1)
  tail call void @_ZdaPvSt11align_val_t(i8* noundef nonnull %120, i32 noundef 32) #8
  %122 = load i32, i32* @_ZL4news, align 4, !tbaa !2
  %123 = load i32, i32* @_ZL7deletes, align 4, !tbaa !2
  %124 = load i32, i32* @_ZL5anews, align 4, !tbaa !2
  %125 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !2
  %126 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i32 0, i32 0), i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.19, i32 0, i32 0), i32 noundef %122, i32 noundef %123, i32 noundef %124, i32 noundef %125) #8
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !2
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !2
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !2
  store i32 0, i32* @_ZL4news, align 4, !tbaa !2
  %127 = tail call noalias noundef align 128 i8* @_ZnwmSt11align_val_tRKSt9nothrow_t(i32 noundef 32, i32 noundef 128, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #17
  %128 = icmp eq i8* %127, null
  %129 = select i1 %128, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0)
  %130 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.20, i32 0, i32 0), i8* noundef %129, i32 noundef 1)
  %131 = load i32, i32* @_ZL8adeletes, align 4, !tbaa !2
  br i1 %128, label %134, label %132

132:                                              ; preds = %103
  %133 = add nsw i32 %131, 1
  store i32 %133, i32* @_ZL8adeletes, align 4, !tbaa !2
  br label %134

134:                                              ; preds = %103, %132
  %135 = phi i32 [ %133, %132 ], [ %131, %103 ]
  %136 = load i32, i32* @_ZL4news, align 4, !tbaa !2
  %137 = load i32, i32* @_ZL7deletes, align 4, !tbaa !2
  %138 = load i32, i32* @_ZL5anews, align 4, !tbaa !2
  %139 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i32 0, i32 0), i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.21, i32 0, i32 0), i32 noundef %136, i32 noundef %137, i32 noundef %138, i32 noundef %135) #8
  store i32 0, i32* @_ZL8adeletes, align 4, !tbaa !2
  store i32 0, i32* @_ZL5anews, align 4, !tbaa !2
  store i32 0, i32* @_ZL7deletes, align 4, !tbaa !2
  store i32 0, i32* @_ZL4news, align 4, !tbaa !2
  ret i32 0
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

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #8

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #8

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #9

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #10

; Function Attrs: nounwind
declare void @_ZdlPvmSt11align_val_t(i8* noundef, i32 noundef, i32 noundef) local_unnamed_addr #11

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_ZnamSt11align_val_t(i32 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvSt11align_val_t(i8* noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnwmSt11align_val_tRKSt9nothrow_t(i32 noundef, i32 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #12

attributes #0 = { mustprogress nobuiltin allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { mustprogress nobuiltin nofree norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { mustprogress nobuiltin nofree norecurse nosync nounwind willreturn allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { nobuiltin nounwind allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { nounwind }
attributes #9 = { nofree nosync nounwind readnone }
attributes #10 = { noreturn }
attributes #11 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #12 = { nofree nounwind }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { builtin nounwind }
attributes #15 = { builtin nounwind allocsize(0) }
attributes #16 = { allocsize(0) }
attributes #17 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
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
