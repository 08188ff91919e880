; ModuleID = 'operator_new_replace.cpp'
source_filename = "operator_new_replace.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%"struct.std::nothrow_t" = type { i8 }
%struct.Obj = type { i32 }

@_ZL4news = internal global i32 0, align 4
@_ZL9fail_next = internal global i8 0, align 1
@.str = private unnamed_addr constant [32 x i8] c"  replaced new fails: throws 7\0A\00", align 1
@_ZTIi = external constant ptr
@_ZL7deletes = internal global i32 0, align 4
@_ZL5anews = internal global i32 0, align 4
@_ZL8adeletes = internal global i32 0, align 4
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
  store i32 7, ptr %9, align 8
  call void @__cxa_throw(ptr %9, ptr @_ZTIi, ptr null) #13
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
define noundef i32 @main() #4 personality ptr @__gxx_personality_sj0 {
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
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 4
  %18 = alloca ptr, align 4
  %19 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %20 = call noalias noundef nonnull ptr @_Znwm(i32 noundef 4) #14
  store i32 1, ptr %20, align 4
  store ptr %20, ptr %2, align 4
  %21 = load ptr, ptr %2, align 4
  store volatile ptr %21, ptr @sink, align 4
  %22 = load ptr, ptr %2, align 4
  %23 = icmp eq ptr %22, null
  br i1 %23, label %25, label %24

24:                                               ; preds = %0
  call void @_ZdlPv(ptr noundef %22) #15
  br label %25

25:                                               ; preds = %24, %0
  call void @_ZL6countsPKc(ptr noundef @.str.1)
  %26 = call noalias noundef nonnull ptr @_Znam(i32 noundef 12) #14
  store ptr %26, ptr %3, align 4
  %27 = load ptr, ptr %3, align 4
  store volatile ptr %27, ptr @sink, align 4
  %28 = load ptr, ptr %3, align 4
  %29 = icmp eq ptr %28, null
  br i1 %29, label %31, label %30

30:                                               ; preds = %25
  call void @_ZdaPv(ptr noundef %28) #15
  br label %31

31:                                               ; preds = %30, %25
  call void @_ZL6countsPKc(ptr noundef @.str.2)
  %32 = call noalias noundef nonnull ptr @_Znam(i32 noundef 16) #14
  store i32 4, ptr %32, align 4
  %33 = getelementptr inbounds i32, ptr %32, i32 1
  store i32 2, ptr %33, align 4
  %34 = getelementptr inbounds i8, ptr %32, i32 8
  %35 = getelementptr inbounds %struct.Obj, ptr %34, i32 0, i32 0
  store i32 1, ptr %35, align 4
  %36 = getelementptr inbounds %struct.Obj, ptr %34, i32 1
  %37 = getelementptr inbounds %struct.Obj, ptr %36, i32 0, i32 0
  store i32 2, ptr %37, align 4
  %38 = getelementptr inbounds %struct.Obj, ptr %36, i32 1
  store ptr %34, ptr %4, align 4
  %39 = load ptr, ptr %4, align 4
  store volatile ptr %39, ptr @sink, align 4
  %40 = load ptr, ptr %4, align 4
  %41 = icmp eq ptr %40, null
  br i1 %41, label %54, label %42

42:                                               ; preds = %31
  %43 = getelementptr inbounds i8, ptr %40, i32 -8
  %44 = getelementptr inbounds i8, ptr %43, i32 4
  %45 = load i32, ptr %44, align 4
  %46 = getelementptr inbounds %struct.Obj, ptr %40, i32 %45
  %47 = icmp eq ptr %40, %46
  br i1 %47, label %53, label %48

48:                                               ; preds = %48, %42
  %49 = phi ptr [ %46, %42 ], [ %50, %48 ]
  %50 = getelementptr inbounds %struct.Obj, ptr %49, i32 -1
  %51 = call noundef ptr @_ZN3ObjD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %50) #12
  %52 = icmp eq ptr %50, %40
  br i1 %52, label %53, label %48

53:                                               ; preds = %48, %42
  call void @_ZdaPv(ptr noundef %43) #15
  br label %54

54:                                               ; preds = %53, %31
  call void @_ZL6countsPKc(ptr noundef @.str.3)
  %55 = call noalias noundef ptr @_ZnwmRKSt9nothrow_t(i32 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #16
  %56 = icmp eq ptr %55, null
  store i1 false, ptr %7, align 1
  br i1 %56, label %58, label %57

57:                                               ; preds = %54
  store ptr %55, ptr %6, align 4
  store i1 true, ptr %7, align 1
  store i32 2, ptr %55, align 4
  br label %58

58:                                               ; preds = %57, %54
  %59 = phi ptr [ %55, %57 ], [ null, %54 ]
  store ptr %59, ptr %5, align 4
  %60 = load ptr, ptr %5, align 4
  store volatile ptr %60, ptr @sink, align 4
  %61 = load ptr, ptr %5, align 4
  %62 = icmp ne ptr %61, null
  %63 = zext i1 %62 to i64
  %64 = select i1 %62, ptr @.str.5, ptr @.str.6
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %64)
  %66 = load ptr, ptr %5, align 4
  call void @_ZdlPvRKSt9nothrow_t(ptr noundef %66, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #12
  call void @_ZL6countsPKc(ptr noundef @.str.7)
  %67 = call noalias noundef ptr @_ZnamRKSt9nothrow_t(i32 noundef 5, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #16
  store ptr %67, ptr %8, align 4
  %68 = load ptr, ptr %8, align 4
  store volatile ptr %68, ptr @sink, align 4
  %69 = load ptr, ptr %8, align 4
  %70 = icmp ne ptr %69, null
  %71 = zext i1 %70 to i64
  %72 = select i1 %70, ptr @.str.5, ptr @.str.6
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %72)
  %74 = load ptr, ptr %8, align 4
  call void @_ZdaPvRKSt9nothrow_t(ptr noundef %74, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #12
  call void @_ZL6countsPKc(ptr noundef @.str.9)
  store i8 1, ptr @_ZL9fail_next, align 1
  %75 = call noalias noundef ptr @_ZnwmRKSt9nothrow_t(i32 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #16
  %76 = icmp eq ptr %75, null
  store i1 false, ptr %11, align 1
  br i1 %76, label %78, label %77

77:                                               ; preds = %58
  store ptr %75, ptr %10, align 4
  store i1 true, ptr %11, align 1
  store i32 3, ptr %75, align 4
  br label %78

78:                                               ; preds = %77, %58
  %79 = phi ptr [ %75, %77 ], [ null, %58 ]
  store ptr %79, ptr %9, align 4
  %80 = load ptr, ptr %9, align 4
  store volatile ptr %80, ptr @sink, align 4
  %81 = load ptr, ptr %9, align 4
  %82 = icmp ne ptr %81, null
  %83 = zext i1 %82 to i64
  %84 = select i1 %82, ptr @.str.5, ptr @.str.6
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %84)
  store i8 1, ptr @_ZL9fail_next, align 1
  %86 = call noalias noundef ptr @_ZnamRKSt9nothrow_t(i32 noundef 9, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #16
  store ptr %86, ptr %12, align 4
  %87 = load ptr, ptr %12, align 4
  store volatile ptr %87, ptr @sink, align 4
  %88 = load ptr, ptr %12, align 4
  %89 = icmp ne ptr %88, null
  %90 = zext i1 %89 to i64
  %91 = select i1 %89, ptr @.str.5, ptr @.str.6
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %91)
  call void @_ZL6countsPKc(ptr noundef @.str.12)
  store i8 1, ptr @_ZL9fail_next, align 1
  %93 = invoke noalias noundef nonnull ptr @_Znwm(i32 noundef 4) #14
          to label %94 unwind label %100

94:                                               ; preds = %78
  store i32 4, ptr %93, align 4
  store ptr %93, ptr %13, align 4
  %95 = load ptr, ptr %13, align 4
  store volatile ptr %95, ptr @sink, align 4
  %96 = load ptr, ptr %13, align 4
  %97 = load i32, ptr %96, align 4
  %98 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %97)
          to label %99 unwind label %100

99:                                               ; preds = %94
  br label %115

100:                                              ; preds = %94, %78
  %101 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %102 = extractvalue { ptr, i32 } %101, 0
  store ptr %102, ptr %14, align 4
  %103 = extractvalue { ptr, i32 } %101, 1
  store i32 %103, ptr %15, align 4
  br label %104

104:                                              ; preds = %100
  %105 = load i32, ptr %15, align 4
  %106 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #12
  %107 = icmp eq i32 %105, %106
  br i1 %107, label %108, label %148

108:                                              ; preds = %104
  %109 = load ptr, ptr %14, align 4
  %110 = call ptr @__cxa_begin_catch(ptr %109) #12
  %111 = load i32, ptr %110, align 4
  store i32 %111, ptr %16, align 4
  %112 = load i32, ptr %16, align 4
  %113 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %112)
          to label %114 unwind label %144

114:                                              ; preds = %108
  call void @__cxa_end_catch() #12
  br label %115

115:                                              ; preds = %114, %99
  call void @_ZL6countsPKc(ptr noundef @.str.15)
  %116 = call noalias noundef nonnull align 64 ptr @_ZnwmSt11align_val_t(i32 noundef 8, i32 noundef 64) #17
  store ptr %116, ptr %17, align 4
  %117 = load ptr, ptr %17, align 4
  %118 = ptrtoint ptr %117 to i32
  %119 = and i32 %118, 63
  %120 = icmp eq i32 %119, 0
  %121 = zext i1 %120 to i32
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %121)
  %123 = load ptr, ptr %17, align 4
  call void @_ZdlPvmSt11align_val_t(ptr noundef %123, i32 noundef 8, i32 noundef 64) #12
  call void @_ZL6countsPKc(ptr noundef @.str.17)
  %124 = call noalias noundef nonnull align 32 ptr @_ZnamSt11align_val_t(i32 noundef 40, i32 noundef 32) #17
  store ptr %124, ptr %18, align 4
  %125 = load ptr, ptr %18, align 4
  %126 = ptrtoint ptr %125 to i32
  %127 = and i32 %126, 31
  %128 = icmp eq i32 %127, 0
  %129 = zext i1 %128 to i32
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef %129)
  %131 = load ptr, ptr %18, align 4
  call void @_ZdaPvSt11align_val_t(ptr noundef %131, i32 noundef 32) #12
  call void @_ZL6countsPKc(ptr noundef @.str.19)
  %132 = call noalias noundef align 128 ptr @_ZnwmSt11align_val_tRKSt9nothrow_t(i32 noundef 32, i32 noundef 128, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #18
  store ptr %132, ptr %19, align 4
  %133 = load ptr, ptr %19, align 4
  %134 = icmp ne ptr %133, null
  %135 = zext i1 %134 to i64
  %136 = select i1 %134, ptr @.str.5, ptr @.str.6
  %137 = load ptr, ptr %19, align 4
  %138 = ptrtoint ptr %137 to i32
  %139 = and i32 %138, 127
  %140 = icmp eq i32 %139, 0
  %141 = zext i1 %140 to i32
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, ptr noundef %136, i32 noundef %141)
  %143 = load ptr, ptr %19, align 4
  call void @_ZdlPvSt11align_val_t(ptr noundef %143, i32 noundef 128) #12
  call void @_ZL6countsPKc(ptr noundef @.str.21)
  ret i32 0

144:                                              ; preds = %108
  %145 = landingpad { ptr, i32 }
          cleanup
  %146 = extractvalue { ptr, i32 } %145, 0
  store ptr %146, ptr %14, align 4
  %147 = extractvalue { ptr, i32 } %145, 1
  store i32 %147, ptr %15, align 4
  call void @__cxa_end_catch() #12
  br label %148

148:                                              ; preds = %144, %104
  %149 = load ptr, ptr %14, align 4
  %150 = load i32, ptr %15, align 4
  %151 = insertvalue { ptr, i32 } poison, ptr %149, 0
  %152 = insertvalue { ptr, i32 } %151, i32 %150, 1
  resume { ptr, i32 } %152
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6countsPKc(ptr noundef %0) #5 {
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
declare noundef nonnull ptr @_Znam(i32 noundef) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN3ObjD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN3ObjD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #12
  ret ptr %3
}

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnwmRKSt9nothrow_t(i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvRKSt9nothrow_t(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) #7

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnamRKSt9nothrow_t(i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvRKSt9nothrow_t(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) #7

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #9

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: nounwind
declare void @_ZdlPvmSt11align_val_t(ptr noundef, i32 noundef, i32 noundef) #10

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_ZnamSt11align_val_t(i32 noundef, i32 noundef) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvSt11align_val_t(ptr noundef, i32 noundef) #7

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnwmSt11align_val_tRKSt9nothrow_t(i32 noundef, i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #8

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN3ObjD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_sj0 {
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
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #19
  unreachable
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #11 {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #12
  call void @_ZSt9terminatev() #19
  unreachable
}

declare void @_ZSt9terminatev()

attributes #0 = { mustprogress nobuiltin noinline optnone allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress nobuiltin noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nobuiltin nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { nounwind memory(none) }
attributes #10 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #11 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #12 = { nounwind }
attributes #13 = { noreturn }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { builtin nounwind }
attributes #16 = { builtin nounwind allocsize(0) }
attributes #17 = { allocsize(0) }
attributes #18 = { nounwind allocsize(0) }
attributes #19 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
