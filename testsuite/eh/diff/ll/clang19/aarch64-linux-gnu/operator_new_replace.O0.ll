; ModuleID = 'operator_new_replace.cpp'
source_filename = "operator_new_replace.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%"struct.std::nothrow_t" = type { i8 }
%struct.Obj = type { i32 }

$_ZN3ObjD2Ev = comdat any

$__clang_call_terminate = comdat any

@_ZL4news = internal global i32 0, align 4
@_ZL9fail_next = internal global i8 0, align 1
@.str = private unnamed_addr constant [32 x i8] c"  replaced new fails: throws 7\0A\00", align 1
@_ZTIi = external constant ptr
@_ZL7deletes = internal global i32 0, align 4
@_ZL5anews = internal global i32 0, align 4
@_ZL8adeletes = internal global i32 0, align 4
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
@.str.13 = private unnamed_addr constant [16 x i8] c"not reached %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [18 x i8] c"new int threw %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [13 x i8] c"throwing new\00", align 1
@.str.16 = private unnamed_addr constant [25 x i8] c"aligned new: aligned %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [35 x i8] c"aligned new / sized aligned delete\00", align 1
@.str.18 = private unnamed_addr constant [27 x i8] c"aligned new[]: aligned %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [33 x i8] c"aligned new[] / aligned delete[]\00", align 1
@.str.20 = private unnamed_addr constant [37 x i8] c"nothrow aligned new: %s, aligned %d\0A\00", align 1
@.str.21 = private unnamed_addr constant [37 x i8] c"nothrow aligned new / aligned delete\00", align 1
@_ZL4used = internal global i64 0, align 8
@_ZL4pool = internal global [4096 x i8] zeroinitializer, align 128
@.str.22 = private unnamed_addr constant [55 x i8] c"%s: new %d delete %d aligned new %d aligned delete %d\0A\00", align 1
@.str.23 = private unnamed_addr constant [11 x i8] c"  ~Obj %d\0A\00", align 1

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0) uwtable
define dso_local noundef nonnull ptr @_Znwm(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i32, ptr @_ZL4news, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL4news, align 4
  %5 = load i8, ptr @_ZL9fail_next, align 1
  %6 = trunc i8 %5 to i1
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  store i8 0, ptr @_ZL9fail_next, align 1
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  %9 = call ptr @__cxa_allocate_exception(i64 4) #11
  store i32 7, ptr %9, align 16
  call void @__cxa_throw(ptr %9, ptr @_ZTIi, ptr null) #12
  unreachable

10:                                               ; preds = %1
  %11 = load i64, ptr %2, align 8
  %12 = call noundef ptr @_ZL4takemm(i64 noundef %11, i64 noundef 16)
  ret ptr %12
}

declare i32 @printf(ptr noundef, ...) #1

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL4takemm(i64 noundef %0, i64 noundef %1) #2 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load i64, ptr @_ZL4used, align 8
  %7 = load i64, ptr %4, align 8
  %8 = add i64 %6, %7
  %9 = sub i64 %8, 1
  %10 = load i64, ptr %4, align 8
  %11 = udiv i64 %9, %10
  %12 = load i64, ptr %4, align 8
  %13 = mul i64 %11, %12
  store i64 %13, ptr @_ZL4used, align 8
  %14 = load i64, ptr @_ZL4used, align 8
  %15 = getelementptr inbounds i8, ptr @_ZL4pool, i64 %14
  store ptr %15, ptr %5, align 8
  %16 = load i64, ptr %3, align 8
  %17 = icmp ne i64 %16, 0
  br i1 %17, label %18, label %20

18:                                               ; preds = %2
  %19 = load i64, ptr %3, align 8
  br label %21

20:                                               ; preds = %2
  br label %21

21:                                               ; preds = %20, %18
  %22 = phi i64 [ %19, %18 ], [ 1, %20 ]
  %23 = load i64, ptr @_ZL4used, align 8
  %24 = add i64 %23, %22
  store i64 %24, ptr @_ZL4used, align 8
  %25 = load ptr, ptr %5, align 8
  ret ptr %25
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdlPv(ptr noundef %0) #3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
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

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0) uwtable
define dso_local noundef nonnull ptr @_ZnwmSt11align_val_t(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i32, ptr @_ZL5anews, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @_ZL5anews, align 4
  %7 = load i64, ptr %3, align 8
  %8 = load i64, ptr %4, align 8
  %9 = call noundef ptr @_ZL4takemm(i64 noundef %7, i64 noundef %8)
  ret ptr %9
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdlPvSt11align_val_t(ptr noundef %0, i64 noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
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

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #4 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i1, align 1
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i1, align 1
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  %20 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 4) #13
  store i32 1, ptr %20, align 4
  store ptr %20, ptr %2, align 8
  %21 = load ptr, ptr %2, align 8
  store volatile ptr %21, ptr @sink, align 8
  %22 = load ptr, ptr %2, align 8
  %23 = icmp eq ptr %22, null
  br i1 %23, label %25, label %24

24:                                               ; preds = %0
  call void @_ZdlPvm(ptr noundef %22, i64 noundef 4) #14
  br label %25

25:                                               ; preds = %24, %0
  call void @_ZL6countsPKc(ptr noundef @.str.1)
  %26 = call noalias noundef nonnull ptr @_Znam(i64 noundef 12) #13
  store ptr %26, ptr %3, align 8
  %27 = load ptr, ptr %3, align 8
  store volatile ptr %27, ptr @sink, align 8
  %28 = load ptr, ptr %3, align 8
  %29 = icmp eq ptr %28, null
  br i1 %29, label %31, label %30

30:                                               ; preds = %25
  call void @_ZdaPv(ptr noundef %28) #14
  br label %31

31:                                               ; preds = %30, %25
  call void @_ZL6countsPKc(ptr noundef @.str.2)
  %32 = call noalias noundef nonnull ptr @_Znam(i64 noundef 16) #13
  store i64 2, ptr %32, align 8
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  %34 = getelementptr inbounds %struct.Obj, ptr %33, i32 0, i32 0
  store i32 1, ptr %34, align 8
  %35 = getelementptr inbounds %struct.Obj, ptr %33, i64 1
  %36 = getelementptr inbounds %struct.Obj, ptr %35, i32 0, i32 0
  store i32 2, ptr %36, align 4
  %37 = getelementptr inbounds %struct.Obj, ptr %35, i64 1
  store ptr %33, ptr %4, align 8
  %38 = load ptr, ptr %4, align 8
  store volatile ptr %38, ptr @sink, align 8
  %39 = load ptr, ptr %4, align 8
  %40 = icmp eq ptr %39, null
  br i1 %40, label %53, label %41

41:                                               ; preds = %31
  %42 = getelementptr inbounds i8, ptr %39, i64 -8
  %43 = load i64, ptr %42, align 4
  %44 = getelementptr inbounds %struct.Obj, ptr %39, i64 %43
  %45 = icmp eq ptr %39, %44
  br i1 %45, label %50, label %46

46:                                               ; preds = %46, %41
  %47 = phi ptr [ %44, %41 ], [ %48, %46 ]
  %48 = getelementptr inbounds %struct.Obj, ptr %47, i64 -1
  call void @_ZN3ObjD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %48) #11
  %49 = icmp eq ptr %48, %39
  br i1 %49, label %50, label %46

50:                                               ; preds = %46, %41
  %51 = mul i64 4, %43
  %52 = add i64 %51, 8
  call void @_ZdaPvm(ptr noundef %42, i64 noundef %52) #14
  br label %53

53:                                               ; preds = %50, %31
  call void @_ZL6countsPKc(ptr noundef @.str.3)
  %54 = call noalias noundef ptr @_ZnwmRKSt9nothrow_t(i64 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  %55 = icmp eq ptr %54, null
  store i1 false, ptr %7, align 1
  br i1 %55, label %57, label %56

56:                                               ; preds = %53
  store ptr %54, ptr %6, align 8
  store i1 true, ptr %7, align 1
  store i32 2, ptr %54, align 4
  br label %57

57:                                               ; preds = %56, %53
  %58 = phi ptr [ %54, %56 ], [ null, %53 ]
  store ptr %58, ptr %5, align 8
  %59 = load ptr, ptr %5, align 8
  store volatile ptr %59, ptr @sink, align 8
  %60 = load ptr, ptr %5, align 8
  %61 = icmp ne ptr %60, null
  %62 = zext i1 %61 to i64
  %63 = select i1 %61, ptr @.str.5, ptr @.str.6
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %63)
  %65 = load ptr, ptr %5, align 8
  call void @_ZdlPvRKSt9nothrow_t(ptr noundef %65, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #11
  call void @_ZL6countsPKc(ptr noundef @.str.7)
  %66 = call noalias noundef ptr @_ZnamRKSt9nothrow_t(i64 noundef 5, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  store ptr %66, ptr %8, align 8
  %67 = load ptr, ptr %8, align 8
  store volatile ptr %67, ptr @sink, align 8
  %68 = load ptr, ptr %8, align 8
  %69 = icmp ne ptr %68, null
  %70 = zext i1 %69 to i64
  %71 = select i1 %69, ptr @.str.5, ptr @.str.6
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %71)
  %73 = load ptr, ptr %8, align 8
  call void @_ZdaPvRKSt9nothrow_t(ptr noundef %73, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #11
  call void @_ZL6countsPKc(ptr noundef @.str.9)
  store i8 1, ptr @_ZL9fail_next, align 1
  %74 = call noalias noundef ptr @_ZnwmRKSt9nothrow_t(i64 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  %75 = icmp eq ptr %74, null
  store i1 false, ptr %11, align 1
  br i1 %75, label %77, label %76

76:                                               ; preds = %57
  store ptr %74, ptr %10, align 8
  store i1 true, ptr %11, align 1
  store i32 3, ptr %74, align 4
  br label %77

77:                                               ; preds = %76, %57
  %78 = phi ptr [ %74, %76 ], [ null, %57 ]
  store ptr %78, ptr %9, align 8
  %79 = load ptr, ptr %9, align 8
  store volatile ptr %79, ptr @sink, align 8
  %80 = load ptr, ptr %9, align 8
  %81 = icmp ne ptr %80, null
  %82 = zext i1 %81 to i64
  %83 = select i1 %81, ptr @.str.5, ptr @.str.6
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %83)
  store i8 1, ptr @_ZL9fail_next, align 1
  %85 = call noalias noundef ptr @_ZnamRKSt9nothrow_t(i64 noundef 9, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  store ptr %85, ptr %12, align 8
  %86 = load ptr, ptr %12, align 8
  store volatile ptr %86, ptr @sink, align 8
  %87 = load ptr, ptr %12, align 8
  %88 = icmp ne ptr %87, null
  %89 = zext i1 %88 to i64
  %90 = select i1 %88, ptr @.str.5, ptr @.str.6
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %90)
  call void @_ZL6countsPKc(ptr noundef @.str.12)
  store i8 1, ptr @_ZL9fail_next, align 1
  %92 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef 4) #13
          to label %93 unwind label %99

93:                                               ; preds = %77
  store i32 4, ptr %92, align 4
  store ptr %92, ptr %13, align 8
  %94 = load ptr, ptr %13, align 8
  store volatile ptr %94, ptr @sink, align 8
  %95 = load ptr, ptr %13, align 8
  %96 = load i32, ptr %95, align 4
  %97 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %96)
          to label %98 unwind label %99

98:                                               ; preds = %93
  br label %114

99:                                               ; preds = %93, %77
  %100 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %101 = extractvalue { ptr, i32 } %100, 0
  store ptr %101, ptr %14, align 8
  %102 = extractvalue { ptr, i32 } %100, 1
  store i32 %102, ptr %15, align 4
  br label %103

103:                                              ; preds = %99
  %104 = load i32, ptr %15, align 4
  %105 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #11
  %106 = icmp eq i32 %104, %105
  br i1 %106, label %107, label %147

107:                                              ; preds = %103
  %108 = load ptr, ptr %14, align 8
  %109 = call ptr @__cxa_begin_catch(ptr %108) #11
  %110 = load i32, ptr %109, align 4
  store i32 %110, ptr %16, align 4
  %111 = load i32, ptr %16, align 4
  %112 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %111)
          to label %113 unwind label %143

113:                                              ; preds = %107
  call void @__cxa_end_catch() #11
  br label %114

114:                                              ; preds = %113, %98
  call void @_ZL6countsPKc(ptr noundef @.str.15)
  %115 = call noalias noundef nonnull align 64 ptr @_ZnwmSt11align_val_t(i64 noundef 8, i64 noundef 64) #16
  store ptr %115, ptr %17, align 8
  %116 = load ptr, ptr %17, align 8
  %117 = ptrtoint ptr %116 to i64
  %118 = and i64 %117, 63
  %119 = icmp eq i64 %118, 0
  %120 = zext i1 %119 to i32
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %120)
  %122 = load ptr, ptr %17, align 8
  call void @_ZdlPvmSt11align_val_t(ptr noundef %122, i64 noundef 8, i64 noundef 64) #11
  call void @_ZL6countsPKc(ptr noundef @.str.17)
  %123 = call noalias noundef nonnull align 32 ptr @_ZnamSt11align_val_t(i64 noundef 40, i64 noundef 32) #16
  store ptr %123, ptr %18, align 8
  %124 = load ptr, ptr %18, align 8
  %125 = ptrtoint ptr %124 to i64
  %126 = and i64 %125, 31
  %127 = icmp eq i64 %126, 0
  %128 = zext i1 %127 to i32
  %129 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef %128)
  %130 = load ptr, ptr %18, align 8
  call void @_ZdaPvSt11align_val_t(ptr noundef %130, i64 noundef 32) #11
  call void @_ZL6countsPKc(ptr noundef @.str.19)
  %131 = call noalias noundef align 128 ptr @_ZnwmSt11align_val_tRKSt9nothrow_t(i64 noundef 32, i64 noundef 128, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #17
  store ptr %131, ptr %19, align 8
  %132 = load ptr, ptr %19, align 8
  %133 = icmp ne ptr %132, null
  %134 = zext i1 %133 to i64
  %135 = select i1 %133, ptr @.str.5, ptr @.str.6
  %136 = load ptr, ptr %19, align 8
  %137 = ptrtoint ptr %136 to i64
  %138 = and i64 %137, 127
  %139 = icmp eq i64 %138, 0
  %140 = zext i1 %139 to i32
  %141 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, ptr noundef %135, i32 noundef %140)
  %142 = load ptr, ptr %19, align 8
  call void @_ZdlPvSt11align_val_t(ptr noundef %142, i64 noundef 128) #11
  call void @_ZL6countsPKc(ptr noundef @.str.21)
  ret i32 0

143:                                              ; preds = %107
  %144 = landingpad { ptr, i32 }
          cleanup
  %145 = extractvalue { ptr, i32 } %144, 0
  store ptr %145, ptr %14, align 8
  %146 = extractvalue { ptr, i32 } %144, 1
  store i32 %146, ptr %15, align 4
  call void @__cxa_end_catch() #11
  br label %147

147:                                              ; preds = %143, %103
  %148 = load ptr, ptr %14, align 8
  %149 = load i32, ptr %15, align 4
  %150 = insertvalue { ptr, i32 } poison, ptr %148, 0
  %151 = insertvalue { ptr, i32 } %150, i32 %149, 1
  resume { ptr, i32 } %151
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #5

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6countsPKc(ptr noundef %0) #6 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
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
declare noundef nonnull ptr @_Znam(i64 noundef) #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3ObjD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Obj, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #18
  unreachable
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvm(ptr noundef, i64 noundef) #5

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnwmRKSt9nothrow_t(i64 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvRKSt9nothrow_t(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) #5

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnamRKSt9nothrow_t(i64 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvRKSt9nothrow_t(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) #5

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #9

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvmSt11align_val_t(ptr noundef, i64 noundef, i64 noundef) #5

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_ZnamSt11align_val_t(i64 noundef, i64 noundef) #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvSt11align_val_t(ptr noundef, i64 noundef) #5

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnwmSt11align_val_tRKSt9nothrow_t(i64 noundef, i64 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #8

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #10 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #11
  call void @_ZSt9terminatev() #18
  unreachable
}

declare void @_ZSt9terminatev()

attributes #0 = { mustprogress nobuiltin noinline optnone allocsize(0) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nobuiltin noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nobuiltin allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nobuiltin nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nounwind memory(none) }
attributes #10 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { builtin nounwind }
attributes #15 = { builtin nounwind allocsize(0) }
attributes #16 = { allocsize(0) }
attributes #17 = { nounwind allocsize(0) }
attributes #18 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
