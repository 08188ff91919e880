; ModuleID = 'operator_new_replace.cpp'
source_filename = "operator_new_replace.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%"struct.std::nothrow_t" = type { i8 }
%struct.Obj = type { i32 }

$_ZN3ObjD2Ev = comdat any

@_ZL4news = internal global i32 0, align 4
@_ZL9fail_next = internal global i8 0, align 1
@.str = private unnamed_addr constant [32 x i8] c"  replaced new fails: throws 7\0A\00", align 1
@_ZTIi = external constant ptr
@_ZL7deletes = internal global i32 0, align 4
@_ZL5anews = internal global i32 0, align 4
@_ZL8adeletes = internal global i32 0, align 4
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
@.str.13 = private unnamed_addr constant [16 x i8] c"not reached %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [18 x i8] c"new int threw %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [13 x i8] c"throwing new\00", align 1
@.str.16 = private unnamed_addr constant [25 x i8] c"aligned new: aligned %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [35 x i8] c"aligned new / sized aligned delete\00", align 1
@.str.18 = private unnamed_addr constant [27 x i8] c"aligned new[]: aligned %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [33 x i8] c"aligned new[] / aligned delete[]\00", align 1
@.str.20 = private unnamed_addr constant [37 x i8] c"nothrow aligned new: %s, aligned %d\0A\00", align 1
@.str.21 = private unnamed_addr constant [37 x i8] c"nothrow aligned new / aligned delete\00", align 1
@_ZL4used = internal global i32 0, align 4
@_ZL4pool = internal global [4096 x i8] zeroinitializer, align 128
@.str.22 = private unnamed_addr constant [55 x i8] c"%s: new %d delete %d aligned new %d aligned delete %d\0A\00", align 1
@.str.23 = private unnamed_addr constant [11 x i8] c"  ~Obj %d\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define noundef nonnull ptr @_Znwm(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr @_ZL4news, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL4news, align 4
  %5 = load i8, ptr @_ZL9fail_next, align 1
  %6 = trunc i8 %5 to i1
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  store i8 0, ptr @_ZL9fail_next, align 1
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  %9 = call ptr @__cxa_allocate_exception(i32 4) #12
  store i32 7, ptr %9, align 16
  call void @__cxa_throw(ptr %9, ptr @_ZTIi, ptr null) #11
  unreachable

10:                                               ; preds = %1
  %11 = load i32, ptr %2, align 4
  %12 = call noundef ptr @_ZL4takemm(i32 noundef %11, i32 noundef 16)
  ret ptr %12
}

declare i32 @printf(ptr noundef, ...) #1

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef ptr @_ZL4takemm(i32 noundef %0, i32 noundef %1) #2 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr @_ZL4used, align 4
  %7 = load i32, ptr %4, align 4
  %8 = add i32 %6, %7
  %9 = sub i32 %8, 1
  %10 = load i32, ptr %4, align 4
  %11 = udiv i32 %9, %10
  %12 = load i32, ptr %4, align 4
  %13 = mul i32 %11, %12
  store i32 %13, ptr @_ZL4used, align 4
  %14 = load i32, ptr @_ZL4used, align 4
  %15 = getelementptr inbounds i8, ptr @_ZL4pool, i32 %14
  store ptr %15, ptr %5, align 4
  %16 = load i32, ptr %3, align 4
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %20

18:                                               ; preds = %2
  %19 = load i32, ptr %3, align 4
  br label %21

20:                                               ; preds = %2
  br label %21

21:                                               ; preds = %20, %18
  %22 = phi i32 [ %19, %18 ], [ 1, %20 ]
  %23 = load i32, ptr @_ZL4used, align 4
  %24 = add i32 %23, %22
  store i32 %24, ptr @_ZL4used, align 4
  %25 = load ptr, ptr %5, align 4
  ret ptr %25
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define void @_ZdlPv(ptr noundef %0) #3 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = icmp ne ptr %3, null
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, ptr @_ZL7deletes, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr @_ZL7deletes, align 4
  br label %8

8:                                                ; preds = %5, %1
  ret void
}

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define noundef nonnull ptr @_ZnwmSt11align_val_t(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr @_ZL5anews, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @_ZL5anews, align 4
  %7 = load i32, ptr %3, align 4
  %8 = load i32, ptr %4, align 4
  %9 = call noundef ptr @_ZL4takemm(i32 noundef %7, i32 noundef %8)
  ret ptr %9
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define void @_ZdlPvSt11align_val_t(ptr noundef %0, i32 noundef %1) #3 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = load i32, ptr @_ZL8adeletes, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @_ZL8adeletes, align 4
  br label %10

10:                                               ; preds = %7, %2
  ret void
}

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #4 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i1, align 1
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  %10 = alloca ptr, align 4
  %11 = alloca i1, align 1
  %12 = alloca ptr, align 4
  %13 = alloca ptr, align 4
  %14 = alloca ptr, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 4
  %17 = alloca ptr, align 4
  %18 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %19 = call noalias noundef nonnull ptr @_Znwm(i32 noundef 4) #13
  store i32 1, ptr %19, align 4
  store ptr %19, ptr %2, align 4
  %20 = load ptr, ptr %2, align 4
  store volatile ptr %20, ptr @sink, align 4
  %21 = load ptr, ptr %2, align 4
  %22 = icmp eq ptr %21, null
  br i1 %22, label %24, label %23

23:                                               ; preds = %0
  call void @_ZdlPvm(ptr noundef %21, i32 noundef 4) #14
  br label %24

24:                                               ; preds = %23, %0
  call void @_ZL6countsPKc(ptr noundef @.str.1)
  %25 = call noalias noundef nonnull ptr @_Znam(i32 noundef 12) #13
  store ptr %25, ptr %3, align 4
  %26 = load ptr, ptr %3, align 4
  store volatile ptr %26, ptr @sink, align 4
  %27 = load ptr, ptr %3, align 4
  %28 = icmp eq ptr %27, null
  br i1 %28, label %30, label %29

29:                                               ; preds = %24
  call void @_ZdaPv(ptr noundef %27) #14
  br label %30

30:                                               ; preds = %29, %24
  call void @_ZL6countsPKc(ptr noundef @.str.2)
  %31 = call noalias noundef nonnull ptr @_Znam(i32 noundef 12) #13
  store i32 2, ptr %31, align 4
  %32 = getelementptr inbounds i8, ptr %31, i32 4
  %33 = getelementptr inbounds %struct.Obj, ptr %32, i32 0, i32 0
  store i32 1, ptr %33, align 4
  %34 = getelementptr inbounds %struct.Obj, ptr %32, i32 1
  %35 = getelementptr inbounds %struct.Obj, ptr %34, i32 0, i32 0
  store i32 2, ptr %35, align 4
  %36 = getelementptr inbounds %struct.Obj, ptr %34, i32 1
  store ptr %32, ptr %4, align 4
  %37 = load ptr, ptr %4, align 4
  store volatile ptr %37, ptr @sink, align 4
  %38 = load ptr, ptr %4, align 4
  %39 = icmp eq ptr %38, null
  br i1 %39, label %53, label %40

40:                                               ; preds = %30
  %41 = getelementptr inbounds i8, ptr %38, i32 -4
  %42 = load i32, ptr %41, align 4
  %43 = getelementptr inbounds %struct.Obj, ptr %38, i32 %42
  %44 = icmp eq ptr %38, %43
  br i1 %44, label %50, label %45

45:                                               ; preds = %45, %40
  %46 = phi ptr [ %43, %40 ], [ %47, %45 ]
  %47 = getelementptr inbounds %struct.Obj, ptr %46, i32 -1
  %48 = call noundef ptr @_ZN3ObjD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %47) #12
  %49 = icmp eq ptr %47, %38
  br i1 %49, label %50, label %45

50:                                               ; preds = %45, %40
  %51 = mul i32 4, %42
  %52 = add i32 %51, 4
  call void @_ZdaPvm(ptr noundef %41, i32 noundef %52) #14
  br label %53

53:                                               ; preds = %50, %30
  call void @_ZL6countsPKc(ptr noundef @.str.3)
  %54 = call noalias noundef ptr @_ZnwmRKSt9nothrow_t(i32 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  %55 = icmp eq ptr %54, null
  store i1 false, ptr %7, align 1
  br i1 %55, label %57, label %56

56:                                               ; preds = %53
  store ptr %54, ptr %6, align 4
  store i1 true, ptr %7, align 1
  store i32 2, ptr %54, align 4
  br label %57

57:                                               ; preds = %56, %53
  %58 = phi ptr [ %54, %56 ], [ null, %53 ]
  store ptr %58, ptr %5, align 4
  %59 = load ptr, ptr %5, align 4
  store volatile ptr %59, ptr @sink, align 4
  %60 = load ptr, ptr %5, align 4
  %61 = icmp ne ptr %60, null
  %62 = zext i1 %61 to i64
  %63 = select i1 %61, ptr @.str.5, ptr @.str.6
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %63)
  %65 = load ptr, ptr %5, align 4
  call void @_ZdlPvRKSt9nothrow_t(ptr noundef %65, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #12
  call void @_ZL6countsPKc(ptr noundef @.str.7)
  %66 = call noalias noundef ptr @_ZnamRKSt9nothrow_t(i32 noundef 5, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  store ptr %66, ptr %8, align 4
  %67 = load ptr, ptr %8, align 4
  store volatile ptr %67, ptr @sink, align 4
  %68 = load ptr, ptr %8, align 4
  %69 = icmp ne ptr %68, null
  %70 = zext i1 %69 to i64
  %71 = select i1 %69, ptr @.str.5, ptr @.str.6
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %71)
  %73 = load ptr, ptr %8, align 4
  call void @_ZdaPvRKSt9nothrow_t(ptr noundef %73, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #12
  call void @_ZL6countsPKc(ptr noundef @.str.9)
  store i8 1, ptr @_ZL9fail_next, align 1
  %74 = call noalias noundef ptr @_ZnwmRKSt9nothrow_t(i32 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  %75 = icmp eq ptr %74, null
  store i1 false, ptr %11, align 1
  br i1 %75, label %77, label %76

76:                                               ; preds = %57
  store ptr %74, ptr %10, align 4
  store i1 true, ptr %11, align 1
  store i32 3, ptr %74, align 4
  br label %77

77:                                               ; preds = %76, %57
  %78 = phi ptr [ %74, %76 ], [ null, %57 ]
  store ptr %78, ptr %9, align 4
  %79 = load ptr, ptr %9, align 4
  store volatile ptr %79, ptr @sink, align 4
  %80 = load ptr, ptr %9, align 4
  %81 = icmp ne ptr %80, null
  %82 = zext i1 %81 to i64
  %83 = select i1 %81, ptr @.str.5, ptr @.str.6
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %83)
  store i8 1, ptr @_ZL9fail_next, align 1
  %85 = call noalias noundef ptr @_ZnamRKSt9nothrow_t(i32 noundef 9, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  store ptr %85, ptr %12, align 4
  %86 = load ptr, ptr %12, align 4
  store volatile ptr %86, ptr @sink, align 4
  %87 = load ptr, ptr %12, align 4
  %88 = icmp ne ptr %87, null
  %89 = zext i1 %88 to i64
  %90 = select i1 %88, ptr @.str.5, ptr @.str.6
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %90)
  call void @_ZL6countsPKc(ptr noundef @.str.12)
  store i8 1, ptr @_ZL9fail_next, align 1
  %92 = invoke noalias noundef nonnull ptr @_Znwm(i32 noundef 4) #13
          to label %93 unwind label %98

93:                                               ; preds = %77
  store i32 4, ptr %92, align 4
  store ptr %92, ptr %13, align 4
  %94 = load ptr, ptr %13, align 4
  store volatile ptr %94, ptr @sink, align 4
  %95 = load ptr, ptr %13, align 4
  %96 = load i32, ptr %95, align 4
  %97 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %96)
          to label %144 unwind label %98

98:                                               ; preds = %93, %77
  %99 = catchswitch within none [label %100] unwind to caller

100:                                              ; preds = %98
  %101 = catchpad within %99 [ptr @_ZTIi]
  %102 = call ptr @llvm.wasm.get.exception(token %101)
  store ptr %102, ptr %14, align 4
  %103 = call i32 @llvm.wasm.get.ehselector(token %101)
  %104 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #12
  %105 = icmp eq i32 %103, %104
  br i1 %105, label %106, label %114

106:                                              ; preds = %100
  %107 = load ptr, ptr %14, align 4
  %108 = call ptr @__cxa_begin_catch(ptr %107) #12 [ "funclet"(token %101) ]
  %109 = load i32, ptr %108, align 4
  store i32 %109, ptr %15, align 4
  %110 = load i32, ptr %15, align 4
  %111 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %110) [ "funclet"(token %101) ]
          to label %112 unwind label %145

112:                                              ; preds = %106
  call void @__cxa_end_catch() #12 [ "funclet"(token %101) ]
  catchret from %101 to label %113

113:                                              ; preds = %112
  br label %115

114:                                              ; preds = %100
  call void @llvm.wasm.rethrow() #11 [ "funclet"(token %101) ]
  unreachable

115:                                              ; preds = %113, %144
  call void @_ZL6countsPKc(ptr noundef @.str.15)
  %116 = call noalias noundef nonnull align 64 ptr @_ZnwmSt11align_val_t(i32 noundef 8, i32 noundef 64) #16
  store ptr %116, ptr %16, align 4
  %117 = load ptr, ptr %16, align 4
  %118 = ptrtoint ptr %117 to i32
  %119 = and i32 %118, 63
  %120 = icmp eq i32 %119, 0
  %121 = zext i1 %120 to i32
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %121)
  %123 = load ptr, ptr %16, align 4
  call void @_ZdlPvmSt11align_val_t(ptr noundef %123, i32 noundef 8, i32 noundef 64) #12
  call void @_ZL6countsPKc(ptr noundef @.str.17)
  %124 = call noalias noundef nonnull align 32 ptr @_ZnamSt11align_val_t(i32 noundef 40, i32 noundef 32) #16
  store ptr %124, ptr %17, align 4
  %125 = load ptr, ptr %17, align 4
  %126 = ptrtoint ptr %125 to i32
  %127 = and i32 %126, 31
  %128 = icmp eq i32 %127, 0
  %129 = zext i1 %128 to i32
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef %129)
  %131 = load ptr, ptr %17, align 4
  call void @_ZdaPvSt11align_val_t(ptr noundef %131, i32 noundef 32) #12
  call void @_ZL6countsPKc(ptr noundef @.str.19)
  %132 = call noalias noundef align 128 ptr @_ZnwmSt11align_val_tRKSt9nothrow_t(i32 noundef 32, i32 noundef 128, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #17
  store ptr %132, ptr %18, align 4
  %133 = load ptr, ptr %18, align 4
  %134 = icmp ne ptr %133, null
  %135 = zext i1 %134 to i64
  %136 = select i1 %134, ptr @.str.5, ptr @.str.6
  %137 = load ptr, ptr %18, align 4
  %138 = ptrtoint ptr %137 to i32
  %139 = and i32 %138, 127
  %140 = icmp eq i32 %139, 0
  %141 = zext i1 %140 to i32
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, ptr noundef %136, i32 noundef %141)
  %143 = load ptr, ptr %18, align 4
  call void @_ZdlPvSt11align_val_t(ptr noundef %143, i32 noundef 128) #12
  call void @_ZL6countsPKc(ptr noundef @.str.21)
  ret i32 0

144:                                              ; preds = %93
  br label %115

145:                                              ; preds = %106
  %146 = cleanuppad within %101 []
  call void @__cxa_end_catch() #12 [ "funclet"(token %146) ]
  cleanupret from %146 unwind to caller
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) #5

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6countsPKc(ptr noundef %0) #6 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load i32, ptr @_ZL4news, align 4
  %5 = load i32, ptr @_ZL7deletes, align 4
  %6 = load i32, ptr @_ZL5anews, align 4
  %7 = load i32, ptr @_ZL8adeletes, align 4
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, ptr noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7)
  store i32 0, ptr @_ZL8adeletes, align 4
  store i32 0, ptr @_ZL5anews, align 4
  store i32 0, ptr @_ZL7deletes, align 4
  store i32 0, ptr @_ZL4news, align 4
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i32 noundef) #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN3ObjD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Obj, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #18 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvm(ptr noundef, i32 noundef) #5

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnwmRKSt9nothrow_t(i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvRKSt9nothrow_t(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) #5

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnamRKSt9nothrow_t(i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvRKSt9nothrow_t(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) #5

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #9

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #10

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #11

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvmSt11align_val_t(ptr noundef, i32 noundef, i32 noundef) #5

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_ZnamSt11align_val_t(i32 noundef, i32 noundef) #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvSt11align_val_t(ptr noundef, i32 noundef) #5

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnwmSt11align_val_tRKSt9nothrow_t(i32 noundef, i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #8

declare void @_ZSt9terminatev()

attributes #0 = { mustprogress nobuiltin noinline optnone allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress nobuiltin noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { nobuiltin nounwind allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #9 = { nocallback nofree nosync nounwind willreturn }
attributes #10 = { nounwind memory(none) }
attributes #11 = { noreturn }
attributes #12 = { nounwind }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { builtin nounwind }
attributes #15 = { builtin nounwind allocsize(0) }
attributes #16 = { allocsize(0) }
attributes #17 = { nounwind allocsize(0) }
attributes #18 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
