; ModuleID = 'operator_new_replace.cpp'
source_filename = "operator_new_replace.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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
@sink = dso_local global ptr null, align 4
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
define dso_local noundef nonnull ptr @_Znwj(i32 noundef %0) #0 {
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
  %9 = call ptr @__cxa_allocate_exception(i32 4) #11
  store i32 7, ptr %9, align 8
  call void @__cxa_throw(ptr %9, ptr @_ZTIi, ptr null) #12
  unreachable

10:                                               ; preds = %1
  %11 = load i32, ptr %2, align 4
  %12 = call noundef ptr @_ZL4takejj(i32 noundef %11, i32 noundef 16)
  ret ptr %12
}

declare i32 @printf(ptr noundef, ...) #1

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef ptr @_ZL4takejj(i32 noundef %0, i32 noundef %1) #2 {
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
define dso_local void @_ZdlPv(ptr noundef %0) #3 {
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
define dso_local noundef nonnull ptr @_ZnwjSt11align_val_t(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr @_ZL5anews, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @_ZL5anews, align 4
  %7 = load i32, ptr %3, align 4
  %8 = load i32, ptr %4, align 4
  %9 = call noundef ptr @_ZL4takejj(i32 noundef %7, i32 noundef %8)
  ret ptr %9
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define dso_local void @_ZdlPvSt11align_val_t(ptr noundef %0, i32 noundef %1) #3 {
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
define dso_local noundef i32 @main() #4 personality ptr @__gxx_personality_v0 {
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
  %20 = call noalias noundef nonnull ptr @_Znwj(i32 noundef 4) #13
  store i32 1, ptr %20, align 4
  store ptr %20, ptr %2, align 4
  %21 = load ptr, ptr %2, align 4
  store volatile ptr %21, ptr @sink, align 4
  %22 = load ptr, ptr %2, align 4
  %23 = icmp eq ptr %22, null
  br i1 %23, label %25, label %24

24:                                               ; preds = %0
  call void @_ZdlPvj(ptr noundef %22, i32 noundef 4) #14
  br label %25

25:                                               ; preds = %24, %0
  call void @_ZL6countsPKc(ptr noundef @.str.1)
  %26 = call noalias noundef nonnull ptr @_Znaj(i32 noundef 12) #13
  store ptr %26, ptr %3, align 4
  %27 = load ptr, ptr %3, align 4
  store volatile ptr %27, ptr @sink, align 4
  %28 = load ptr, ptr %3, align 4
  %29 = icmp eq ptr %28, null
  br i1 %29, label %31, label %30

30:                                               ; preds = %25
  call void @_ZdaPv(ptr noundef %28) #14
  br label %31

31:                                               ; preds = %30, %25
  call void @_ZL6countsPKc(ptr noundef @.str.2)
  %32 = call noalias noundef nonnull ptr @_Znaj(i32 noundef 16) #13
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
  br i1 %41, label %56, label %42

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
  %51 = call noundef ptr @_ZN3ObjD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %50) #11
  %52 = icmp eq ptr %50, %40
  br i1 %52, label %53, label %48

53:                                               ; preds = %48, %42
  %54 = mul i32 4, %45
  %55 = add i32 %54, 8
  call void @_ZdaPvj(ptr noundef %43, i32 noundef %55) #14
  br label %56

56:                                               ; preds = %53, %31
  call void @_ZL6countsPKc(ptr noundef @.str.3)
  %57 = call noalias noundef ptr @_ZnwjRKSt9nothrow_t(i32 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  %58 = icmp eq ptr %57, null
  store i1 false, ptr %7, align 1
  br i1 %58, label %60, label %59

59:                                               ; preds = %56
  store ptr %57, ptr %6, align 4
  store i1 true, ptr %7, align 1
  store i32 2, ptr %57, align 4
  br label %60

60:                                               ; preds = %59, %56
  %61 = phi ptr [ %57, %59 ], [ null, %56 ]
  store ptr %61, ptr %5, align 4
  %62 = load ptr, ptr %5, align 4
  store volatile ptr %62, ptr @sink, align 4
  %63 = load ptr, ptr %5, align 4
  %64 = icmp ne ptr %63, null
  %65 = zext i1 %64 to i64
  %66 = select i1 %64, ptr @.str.5, ptr @.str.6
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %66)
  %68 = load ptr, ptr %5, align 4
  call void @_ZdlPvRKSt9nothrow_t(ptr noundef %68, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #11
  call void @_ZL6countsPKc(ptr noundef @.str.7)
  %69 = call noalias noundef ptr @_ZnajRKSt9nothrow_t(i32 noundef 5, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  store ptr %69, ptr %8, align 4
  %70 = load ptr, ptr %8, align 4
  store volatile ptr %70, ptr @sink, align 4
  %71 = load ptr, ptr %8, align 4
  %72 = icmp ne ptr %71, null
  %73 = zext i1 %72 to i64
  %74 = select i1 %72, ptr @.str.5, ptr @.str.6
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %74)
  %76 = load ptr, ptr %8, align 4
  call void @_ZdaPvRKSt9nothrow_t(ptr noundef %76, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #11
  call void @_ZL6countsPKc(ptr noundef @.str.9)
  store i8 1, ptr @_ZL9fail_next, align 1
  %77 = call noalias noundef ptr @_ZnwjRKSt9nothrow_t(i32 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  %78 = icmp eq ptr %77, null
  store i1 false, ptr %11, align 1
  br i1 %78, label %80, label %79

79:                                               ; preds = %60
  store ptr %77, ptr %10, align 4
  store i1 true, ptr %11, align 1
  store i32 3, ptr %77, align 4
  br label %80

80:                                               ; preds = %79, %60
  %81 = phi ptr [ %77, %79 ], [ null, %60 ]
  store ptr %81, ptr %9, align 4
  %82 = load ptr, ptr %9, align 4
  store volatile ptr %82, ptr @sink, align 4
  %83 = load ptr, ptr %9, align 4
  %84 = icmp ne ptr %83, null
  %85 = zext i1 %84 to i64
  %86 = select i1 %84, ptr @.str.5, ptr @.str.6
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %86)
  store i8 1, ptr @_ZL9fail_next, align 1
  %88 = call noalias noundef ptr @_ZnajRKSt9nothrow_t(i32 noundef 9, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #15
  store ptr %88, ptr %12, align 4
  %89 = load ptr, ptr %12, align 4
  store volatile ptr %89, ptr @sink, align 4
  %90 = load ptr, ptr %12, align 4
  %91 = icmp ne ptr %90, null
  %92 = zext i1 %91 to i64
  %93 = select i1 %91, ptr @.str.5, ptr @.str.6
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %93)
  call void @_ZL6countsPKc(ptr noundef @.str.12)
  store i8 1, ptr @_ZL9fail_next, align 1
  %95 = invoke noalias noundef nonnull ptr @_Znwj(i32 noundef 4) #13
          to label %96 unwind label %102

96:                                               ; preds = %80
  store i32 4, ptr %95, align 4
  store ptr %95, ptr %13, align 4
  %97 = load ptr, ptr %13, align 4
  store volatile ptr %97, ptr @sink, align 4
  %98 = load ptr, ptr %13, align 4
  %99 = load i32, ptr %98, align 4
  %100 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %99)
          to label %101 unwind label %102

101:                                              ; preds = %96
  br label %117

102:                                              ; preds = %96, %80
  %103 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %104 = extractvalue { ptr, i32 } %103, 0
  store ptr %104, ptr %14, align 4
  %105 = extractvalue { ptr, i32 } %103, 1
  store i32 %105, ptr %15, align 4
  br label %106

106:                                              ; preds = %102
  %107 = load i32, ptr %15, align 4
  %108 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #11
  %109 = icmp eq i32 %107, %108
  br i1 %109, label %110, label %150

110:                                              ; preds = %106
  %111 = load ptr, ptr %14, align 4
  %112 = call ptr @__cxa_begin_catch(ptr %111) #11
  %113 = load i32, ptr %112, align 4
  store i32 %113, ptr %16, align 4
  %114 = load i32, ptr %16, align 4
  %115 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %114)
          to label %116 unwind label %146

116:                                              ; preds = %110
  call void @__cxa_end_catch() #11
  br label %117

117:                                              ; preds = %116, %101
  call void @_ZL6countsPKc(ptr noundef @.str.15)
  %118 = call noalias noundef nonnull align 64 ptr @_ZnwjSt11align_val_t(i32 noundef 8, i32 noundef 64) #16
  store ptr %118, ptr %17, align 4
  %119 = load ptr, ptr %17, align 4
  %120 = ptrtoint ptr %119 to i32
  %121 = and i32 %120, 63
  %122 = icmp eq i32 %121, 0
  %123 = zext i1 %122 to i32
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %123)
  %125 = load ptr, ptr %17, align 4
  call void @_ZdlPvjSt11align_val_t(ptr noundef %125, i32 noundef 8, i32 noundef 64) #11
  call void @_ZL6countsPKc(ptr noundef @.str.17)
  %126 = call noalias noundef nonnull align 32 ptr @_ZnajSt11align_val_t(i32 noundef 40, i32 noundef 32) #16
  store ptr %126, ptr %18, align 4
  %127 = load ptr, ptr %18, align 4
  %128 = ptrtoint ptr %127 to i32
  %129 = and i32 %128, 31
  %130 = icmp eq i32 %129, 0
  %131 = zext i1 %130 to i32
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef %131)
  %133 = load ptr, ptr %18, align 4
  call void @_ZdaPvSt11align_val_t(ptr noundef %133, i32 noundef 32) #11
  call void @_ZL6countsPKc(ptr noundef @.str.19)
  %134 = call noalias noundef align 128 ptr @_ZnwjSt11align_val_tRKSt9nothrow_t(i32 noundef 32, i32 noundef 128, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #17
  store ptr %134, ptr %19, align 4
  %135 = load ptr, ptr %19, align 4
  %136 = icmp ne ptr %135, null
  %137 = zext i1 %136 to i64
  %138 = select i1 %136, ptr @.str.5, ptr @.str.6
  %139 = load ptr, ptr %19, align 4
  %140 = ptrtoint ptr %139 to i32
  %141 = and i32 %140, 127
  %142 = icmp eq i32 %141, 0
  %143 = zext i1 %142 to i32
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, ptr noundef %138, i32 noundef %143)
  %145 = load ptr, ptr %19, align 4
  call void @_ZdlPvSt11align_val_t(ptr noundef %145, i32 noundef 128) #11
  call void @_ZL6countsPKc(ptr noundef @.str.21)
  ret i32 0

146:                                              ; preds = %110
  %147 = landingpad { ptr, i32 }
          cleanup
  %148 = extractvalue { ptr, i32 } %147, 0
  store ptr %148, ptr %14, align 4
  %149 = extractvalue { ptr, i32 } %147, 1
  store i32 %149, ptr %15, align 4
  call void @__cxa_end_catch() #11
  br label %150

150:                                              ; preds = %146, %106
  %151 = load ptr, ptr %14, align 4
  %152 = load i32, ptr %15, align 4
  %153 = insertvalue { ptr, i32 } poison, ptr %151, 0
  %154 = insertvalue { ptr, i32 } %153, i32 %152, 1
  resume { ptr, i32 } %154
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvj(ptr noundef, i32 noundef) #5

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
declare noundef nonnull ptr @_Znaj(i32 noundef) #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN3ObjD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  call void @__clang_call_terminate(ptr %10) #18
  unreachable
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvj(ptr noundef, i32 noundef) #5

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnwjRKSt9nothrow_t(i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvRKSt9nothrow_t(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) #5

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnajRKSt9nothrow_t(i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvRKSt9nothrow_t(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) #5

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #9

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvjSt11align_val_t(ptr noundef, i32 noundef, i32 noundef) #5

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_ZnajSt11align_val_t(i32 noundef, i32 noundef) #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvSt11align_val_t(ptr noundef, i32 noundef) #5

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef ptr @_ZnwjSt11align_val_tRKSt9nothrow_t(i32 noundef, i32 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #8

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #10 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #11
  call void @_ZSt9terminatev() #18
  unreachable
}

declare void @_ZSt9terminatev()

attributes #0 = { mustprogress nobuiltin noinline optnone allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress nobuiltin noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nobuiltin nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { nounwind memory(none) }
attributes #10 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
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
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
