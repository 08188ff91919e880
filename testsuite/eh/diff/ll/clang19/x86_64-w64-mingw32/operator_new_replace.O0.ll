; ModuleID = 'operator_new_replace.cpp'
source_filename = "operator_new_replace.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
define dso_local noundef nonnull ptr @_Znwy(i64 noundef %0) #0 {
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
  %9 = call ptr @__cxa_allocate_exception(i64 4) #12
  store i32 7, ptr %9, align 16
  call void @__cxa_throw(ptr %9, ptr @_ZTIi, ptr null) #13
  unreachable

10:                                               ; preds = %1
  %11 = load i64, ptr %2, align 8
  %12 = call noundef ptr @_ZL4takeyy(i64 noundef %11, i64 noundef 16)
  ret ptr %12
}

declare dso_local i32 @printf(ptr noundef, ...) #1

declare dso_local ptr @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL4takeyy(i64 noundef %0, i64 noundef %1) #2 {
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
define dso_local noundef nonnull ptr @_ZnwySt11align_val_t(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i32, ptr @_ZL5anews, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @_ZL5anews, align 4
  %7 = load i64, ptr %3, align 8
  %8 = load i64, ptr %4, align 8
  %9 = call noundef ptr @_ZL4takeyy(i64 noundef %7, i64 noundef %8)
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
define dso_local noundef i32 @main() #4 personality ptr @__gxx_personality_seh0 {
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
  %20 = call noalias noundef nonnull ptr @_Znwy(i64 noundef 4) #14
  store i32 1, ptr %20, align 4
  store ptr %20, ptr %2, align 8
  %21 = load ptr, ptr %2, align 8
  store volatile ptr %21, ptr @sink, align 8
  %22 = load ptr, ptr %2, align 8
  %23 = icmp eq ptr %22, null
  br i1 %23, label %25, label %24

24:                                               ; preds = %0
  call void @_ZdlPv(ptr noundef %22) #15
  br label %25

25:                                               ; preds = %24, %0
  call void @_ZL6countsPKc(ptr noundef @.str.1)
  %26 = call noalias noundef nonnull ptr @_Znay(i64 noundef 12) #14
  store ptr %26, ptr %3, align 8
  %27 = load ptr, ptr %3, align 8
  store volatile ptr %27, ptr @sink, align 8
  %28 = load ptr, ptr %3, align 8
  %29 = icmp eq ptr %28, null
  br i1 %29, label %31, label %30

30:                                               ; preds = %25
  call void @_ZdaPv(ptr noundef %28) #15
  br label %31

31:                                               ; preds = %30, %25
  call void @_ZL6countsPKc(ptr noundef @.str.2)
  %32 = call noalias noundef nonnull ptr @_Znay(i64 noundef 16) #14
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
  br i1 %40, label %51, label %41

41:                                               ; preds = %31
  %42 = getelementptr inbounds i8, ptr %39, i64 -8
  %43 = load i64, ptr %42, align 4
  %44 = getelementptr inbounds %struct.Obj, ptr %39, i64 %43
  %45 = icmp eq ptr %39, %44
  br i1 %45, label %50, label %46

46:                                               ; preds = %46, %41
  %47 = phi ptr [ %44, %41 ], [ %48, %46 ]
  %48 = getelementptr inbounds %struct.Obj, ptr %47, i64 -1
  call void @_ZN3ObjD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %48) #12
  %49 = icmp eq ptr %48, %39
  br i1 %49, label %50, label %46

50:                                               ; preds = %46, %41
  call void @_ZdaPv(ptr noundef %42) #15
  br label %51

51:                                               ; preds = %50, %31
  call void @_ZL6countsPKc(ptr noundef @.str.3)
  %52 = call noalias noundef ptr @_ZnwyRKSt9nothrow_t(i64 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #16
  %53 = icmp eq ptr %52, null
  store i1 false, ptr %7, align 1
  br i1 %53, label %55, label %54

54:                                               ; preds = %51
  store ptr %52, ptr %6, align 8
  store i1 true, ptr %7, align 1
  store i32 2, ptr %52, align 4
  br label %55

55:                                               ; preds = %54, %51
  %56 = phi ptr [ %52, %54 ], [ null, %51 ]
  store ptr %56, ptr %5, align 8
  %57 = load ptr, ptr %5, align 8
  store volatile ptr %57, ptr @sink, align 8
  %58 = load ptr, ptr %5, align 8
  %59 = icmp ne ptr %58, null
  %60 = zext i1 %59 to i64
  %61 = select i1 %59, ptr @.str.5, ptr @.str.6
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %61)
  %63 = load ptr, ptr %5, align 8
  call void @_ZdlPvRKSt9nothrow_t(ptr noundef %63, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #12
  call void @_ZL6countsPKc(ptr noundef @.str.7)
  %64 = call noalias noundef ptr @_ZnayRKSt9nothrow_t(i64 noundef 5, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #16
  store ptr %64, ptr %8, align 8
  %65 = load ptr, ptr %8, align 8
  store volatile ptr %65, ptr @sink, align 8
  %66 = load ptr, ptr %8, align 8
  %67 = icmp ne ptr %66, null
  %68 = zext i1 %67 to i64
  %69 = select i1 %67, ptr @.str.5, ptr @.str.6
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %69)
  %71 = load ptr, ptr %8, align 8
  call void @_ZdaPvRKSt9nothrow_t(ptr noundef %71, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #12
  call void @_ZL6countsPKc(ptr noundef @.str.9)
  store i8 1, ptr @_ZL9fail_next, align 1
  %72 = call noalias noundef ptr @_ZnwyRKSt9nothrow_t(i64 noundef 4, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #16
  %73 = icmp eq ptr %72, null
  store i1 false, ptr %11, align 1
  br i1 %73, label %75, label %74

74:                                               ; preds = %55
  store ptr %72, ptr %10, align 8
  store i1 true, ptr %11, align 1
  store i32 3, ptr %72, align 4
  br label %75

75:                                               ; preds = %74, %55
  %76 = phi ptr [ %72, %74 ], [ null, %55 ]
  store ptr %76, ptr %9, align 8
  %77 = load ptr, ptr %9, align 8
  store volatile ptr %77, ptr @sink, align 8
  %78 = load ptr, ptr %9, align 8
  %79 = icmp ne ptr %78, null
  %80 = zext i1 %79 to i64
  %81 = select i1 %79, ptr @.str.5, ptr @.str.6
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %81)
  store i8 1, ptr @_ZL9fail_next, align 1
  %83 = call noalias noundef ptr @_ZnayRKSt9nothrow_t(i64 noundef 9, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #16
  store ptr %83, ptr %12, align 8
  %84 = load ptr, ptr %12, align 8
  store volatile ptr %84, ptr @sink, align 8
  %85 = load ptr, ptr %12, align 8
  %86 = icmp ne ptr %85, null
  %87 = zext i1 %86 to i64
  %88 = select i1 %86, ptr @.str.5, ptr @.str.6
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %88)
  call void @_ZL6countsPKc(ptr noundef @.str.12)
  store i8 1, ptr @_ZL9fail_next, align 1
  %90 = invoke noalias noundef nonnull ptr @_Znwy(i64 noundef 4) #14
          to label %91 unwind label %97

91:                                               ; preds = %75
  store i32 4, ptr %90, align 4
  store ptr %90, ptr %13, align 8
  %92 = load ptr, ptr %13, align 8
  store volatile ptr %92, ptr @sink, align 8
  %93 = load ptr, ptr %13, align 8
  %94 = load i32, ptr %93, align 4
  %95 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %94)
          to label %96 unwind label %97

96:                                               ; preds = %91
  br label %112

97:                                               ; preds = %91, %75
  %98 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %99 = extractvalue { ptr, i32 } %98, 0
  store ptr %99, ptr %14, align 8
  %100 = extractvalue { ptr, i32 } %98, 1
  store i32 %100, ptr %15, align 4
  br label %101

101:                                              ; preds = %97
  %102 = load i32, ptr %15, align 4
  %103 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #12
  %104 = icmp eq i32 %102, %103
  br i1 %104, label %105, label %145

105:                                              ; preds = %101
  %106 = load ptr, ptr %14, align 8
  %107 = call ptr @__cxa_begin_catch(ptr %106) #12
  %108 = load i32, ptr %107, align 4
  store i32 %108, ptr %16, align 4
  %109 = load i32, ptr %16, align 4
  %110 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %109)
          to label %111 unwind label %141

111:                                              ; preds = %105
  call void @__cxa_end_catch() #12
  br label %112

112:                                              ; preds = %111, %96
  call void @_ZL6countsPKc(ptr noundef @.str.15)
  %113 = call noalias noundef nonnull align 64 ptr @_ZnwySt11align_val_t(i64 noundef 8, i64 noundef 64) #17
  store ptr %113, ptr %17, align 8
  %114 = load ptr, ptr %17, align 8
  %115 = ptrtoint ptr %114 to i64
  %116 = and i64 %115, 63
  %117 = icmp eq i64 %116, 0
  %118 = zext i1 %117 to i32
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %118)
  %120 = load ptr, ptr %17, align 8
  call void @_ZdlPvySt11align_val_t(ptr noundef %120, i64 noundef 8, i64 noundef 64) #12
  call void @_ZL6countsPKc(ptr noundef @.str.17)
  %121 = call noalias noundef nonnull align 32 ptr @_ZnaySt11align_val_t(i64 noundef 40, i64 noundef 32) #17
  store ptr %121, ptr %18, align 8
  %122 = load ptr, ptr %18, align 8
  %123 = ptrtoint ptr %122 to i64
  %124 = and i64 %123, 31
  %125 = icmp eq i64 %124, 0
  %126 = zext i1 %125 to i32
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef %126)
  %128 = load ptr, ptr %18, align 8
  call void @_ZdaPvSt11align_val_t(ptr noundef %128, i64 noundef 32) #12
  call void @_ZL6countsPKc(ptr noundef @.str.19)
  %129 = call noalias noundef align 128 ptr @_ZnwySt11align_val_tRKSt9nothrow_t(i64 noundef 32, i64 noundef 128, ptr noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #18
  store ptr %129, ptr %19, align 8
  %130 = load ptr, ptr %19, align 8
  %131 = icmp ne ptr %130, null
  %132 = zext i1 %131 to i64
  %133 = select i1 %131, ptr @.str.5, ptr @.str.6
  %134 = load ptr, ptr %19, align 8
  %135 = ptrtoint ptr %134 to i64
  %136 = and i64 %135, 127
  %137 = icmp eq i64 %136, 0
  %138 = zext i1 %137 to i32
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, ptr noundef %133, i32 noundef %138)
  %140 = load ptr, ptr %19, align 8
  call void @_ZdlPvSt11align_val_t(ptr noundef %140, i64 noundef 128) #12
  call void @_ZL6countsPKc(ptr noundef @.str.21)
  ret i32 0

141:                                              ; preds = %105
  %142 = landingpad { ptr, i32 }
          cleanup
  %143 = extractvalue { ptr, i32 } %142, 0
  store ptr %143, ptr %14, align 8
  %144 = extractvalue { ptr, i32 } %142, 1
  store i32 %144, ptr %15, align 4
  call void @__cxa_end_catch() #12
  br label %145

145:                                              ; preds = %141, %101
  %146 = load ptr, ptr %14, align 8
  %147 = load i32, ptr %15, align 4
  %148 = insertvalue { ptr, i32 } poison, ptr %146, 0
  %149 = insertvalue { ptr, i32 } %148, i32 %147, 1
  resume { ptr, i32 } %149
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6countsPKc(ptr noundef %0) #5 {
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
declare dso_local noundef nonnull ptr @_Znay(i64 noundef) #6

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdaPv(ptr noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3ObjD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_seh0 {
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
  call void @__clang_call_terminate(ptr %10) #19
  unreachable
}

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef ptr @_ZnwyRKSt9nothrow_t(i64 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #8

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPvRKSt9nothrow_t(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) #7

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef ptr @_ZnayRKSt9nothrow_t(i64 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #8

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdaPvRKSt9nothrow_t(ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) #7

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #9

declare dso_local ptr @__cxa_begin_catch(ptr)

declare dso_local void @__cxa_end_catch()

; Function Attrs: nounwind
declare dso_local void @_ZdlPvySt11align_val_t(ptr noundef, i64 noundef, i64 noundef) #10

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @_ZnaySt11align_val_t(i64 noundef, i64 noundef) #6

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdaPvSt11align_val_t(ptr noundef, i64 noundef) #7

; Function Attrs: nobuiltin nounwind allocsize(0)
declare dso_local noundef ptr @_ZnwySt11align_val_tRKSt9nothrow_t(i64 noundef, i64 noundef, ptr noundef nonnull align 1 dereferenceable(1)) #8

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #11 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #12
  call void @_ZSt9terminatev() #19
  unreachable
}

declare dso_local void @_ZSt9terminatev()

attributes #0 = { mustprogress nobuiltin noinline optnone allocsize(0) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nobuiltin noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind memory(none) }
attributes #10 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
