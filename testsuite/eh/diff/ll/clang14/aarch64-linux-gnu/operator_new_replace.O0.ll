; ModuleID = 'operator_new_replace.cpp'
source_filename = "operator_new_replace.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%"struct.std::nothrow_t" = type { i8 }
%struct.Obj = type { i32 }

$_ZN3ObjD2Ev = comdat any

$__clang_call_terminate = comdat any

@_ZL4news = internal global i32 0, align 4
@_ZL9fail_next = internal global i8 0, align 1
@.str = private unnamed_addr constant [32 x i8] c"  replaced new fails: throws 7\0A\00", align 1
@_ZTIi = external constant i8*
@_ZL7deletes = internal global i32 0, align 4
@_ZL5anews = internal global i32 0, align 4
@_ZL8adeletes = internal global i32 0, align 4
@sink = dso_local global i8* null, align 8
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

; Function Attrs: mustprogress nobuiltin noinline optnone uwtable allocsize(0)
define dso_local noundef nonnull i8* @_Znwm(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i32, i32* @_ZL4news, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @_ZL4news, align 4
  %5 = load i8, i8* @_ZL9fail_next, align 1
  %6 = trunc i8 %5 to i1
  br i1 %6, label %7, label %11

7:                                                ; preds = %1
  store i8 0, i8* @_ZL9fail_next, align 1
  %8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str, i64 0, i64 0))
  %9 = call i8* @__cxa_allocate_exception(i64 4) #13
  %10 = bitcast i8* %9 to i32*
  store i32 7, i32* %10, align 16
  call void @__cxa_throw(i8* %9, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #14
  unreachable

11:                                               ; preds = %1
  %12 = load i64, i64* %2, align 8
  %13 = call noundef i8* @_ZL4takemm(i64 noundef %12, i64 noundef 16)
  ret i8* %13
}

declare i32 @printf(i8* noundef, ...) #1

declare i8* @__cxa_allocate_exception(i64)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL4takemm(i64 noundef %0, i64 noundef %1) #2 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i8*, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %6 = load i64, i64* @_ZL4used, align 8
  %7 = load i64, i64* %4, align 8
  %8 = add i64 %6, %7
  %9 = sub i64 %8, 1
  %10 = load i64, i64* %4, align 8
  %11 = udiv i64 %9, %10
  %12 = load i64, i64* %4, align 8
  %13 = mul i64 %11, %12
  store i64 %13, i64* @_ZL4used, align 8
  %14 = load i64, i64* @_ZL4used, align 8
  %15 = getelementptr inbounds i8, i8* getelementptr inbounds ([4096 x i8], [4096 x i8]* @_ZL4pool, i64 0, i64 0), i64 %14
  store i8* %15, i8** %5, align 8
  %16 = load i64, i64* %3, align 8
  %17 = icmp ne i64 %16, 0
  br i1 %17, label %18, label %20

18:                                               ; preds = %2
  %19 = load i64, i64* %3, align 8
  br label %21

20:                                               ; preds = %2
  br label %21

21:                                               ; preds = %20, %18
  %22 = phi i64 [ %19, %18 ], [ 1, %20 ]
  %23 = load i64, i64* @_ZL4used, align 8
  %24 = add i64 %23, %22
  store i64 %24, i64* @_ZL4used, align 8
  %25 = load i8*, i8** %5, align 8
  ret i8* %25
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdlPv(i8* noundef %0) #3 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = load i8*, i8** %2, align 8
  %4 = icmp ne i8* %3, null
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, i32* @_ZL7deletes, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* @_ZL7deletes, align 4
  br label %8

8:                                                ; preds = %5, %1
  ret void
}

; Function Attrs: mustprogress nobuiltin noinline optnone uwtable allocsize(0)
define dso_local noundef nonnull i8* @_ZnwmSt11align_val_t(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i32, i32* @_ZL5anews, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @_ZL5anews, align 4
  %7 = load i64, i64* %3, align 8
  %8 = load i64, i64* %4, align 8
  %9 = call noundef i8* @_ZL4takemm(i64 noundef %7, i64 noundef %8)
  ret i8* %9
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdlPvSt11align_val_t(i8* noundef %0, i64 noundef %1) #3 {
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  store i8* %0, i8** %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i8*, i8** %3, align 8
  %6 = icmp ne i8* %5, null
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = load i32, i32* @_ZL8adeletes, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @_ZL8adeletes, align 4
  br label %10

10:                                               ; preds = %7, %2
  ret void
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #4 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32*, align 8
  %3 = alloca i32*, align 8
  %4 = alloca %struct.Obj*, align 8
  %5 = alloca %struct.Obj*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i1, align 1
  %9 = alloca i8*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i8*, align 8
  %12 = alloca i1, align 1
  %13 = alloca i8*, align 8
  %14 = alloca i32*, align 8
  %15 = alloca i8*, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i8*, align 8
  %19 = alloca i8*, align 8
  %20 = alloca i8*, align 8
  store i32 0, i32* %1, align 4
  %21 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 4) #15
  %22 = bitcast i8* %21 to i32*
  store i32 1, i32* %22, align 4
  store i32* %22, i32** %2, align 8
  %23 = load i32*, i32** %2, align 8
  %24 = bitcast i32* %23 to i8*
  store volatile i8* %24, i8** @sink, align 8
  %25 = load i32*, i32** %2, align 8
  %26 = icmp eq i32* %25, null
  br i1 %26, label %29, label %27

27:                                               ; preds = %0
  %28 = bitcast i32* %25 to i8*
  call void @_ZdlPv(i8* noundef %28) #16
  br label %29

29:                                               ; preds = %27, %0
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0))
  %30 = call noalias noundef nonnull i8* @_Znam(i64 noundef 12) #15
  %31 = bitcast i8* %30 to i32*
  store i32* %31, i32** %3, align 8
  %32 = load i32*, i32** %3, align 8
  %33 = bitcast i32* %32 to i8*
  store volatile i8* %33, i8** @sink, align 8
  %34 = load i32*, i32** %3, align 8
  %35 = icmp eq i32* %34, null
  br i1 %35, label %38, label %36

36:                                               ; preds = %29
  %37 = bitcast i32* %34 to i8*
  call void @_ZdaPv(i8* noundef %37) #16
  br label %38

38:                                               ; preds = %36, %29
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i64 0, i64 0))
  %39 = call noalias noundef nonnull i8* @_Znam(i64 noundef 16) #15
  %40 = bitcast i8* %39 to i64*
  store i64 2, i64* %40, align 8
  %41 = getelementptr inbounds i8, i8* %39, i64 8
  %42 = bitcast i8* %41 to %struct.Obj*
  store %struct.Obj* %42, %struct.Obj** %5, align 8
  store %struct.Obj* %42, %struct.Obj** %5, align 8
  %43 = getelementptr inbounds %struct.Obj, %struct.Obj* %42, i32 0, i32 0
  store i32 1, i32* %43, align 8
  %44 = getelementptr inbounds %struct.Obj, %struct.Obj* %42, i64 1
  store %struct.Obj* %44, %struct.Obj** %5, align 8
  %45 = getelementptr inbounds %struct.Obj, %struct.Obj* %44, i32 0, i32 0
  store i32 2, i32* %45, align 4
  %46 = getelementptr inbounds %struct.Obj, %struct.Obj* %44, i64 1
  store %struct.Obj* %42, %struct.Obj** %4, align 8
  %47 = load %struct.Obj*, %struct.Obj** %4, align 8
  %48 = bitcast %struct.Obj* %47 to i8*
  store volatile i8* %48, i8** @sink, align 8
  %49 = load %struct.Obj*, %struct.Obj** %4, align 8
  %50 = icmp eq %struct.Obj* %49, null
  br i1 %50, label %63, label %51

51:                                               ; preds = %38
  %52 = bitcast %struct.Obj* %49 to i8*
  %53 = getelementptr inbounds i8, i8* %52, i64 -8
  %54 = bitcast i8* %53 to i64*
  %55 = load i64, i64* %54, align 4
  %56 = getelementptr inbounds %struct.Obj, %struct.Obj* %49, i64 %55
  %57 = icmp eq %struct.Obj* %49, %56
  br i1 %57, label %62, label %58

58:                                               ; preds = %58, %51
  %59 = phi %struct.Obj* [ %56, %51 ], [ %60, %58 ]
  %60 = getelementptr inbounds %struct.Obj, %struct.Obj* %59, i64 -1
  call void @_ZN3ObjD2Ev(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %60) #13
  %61 = icmp eq %struct.Obj* %60, %49
  br i1 %61, label %62, label %58

62:                                               ; preds = %58, %51
  call void @_ZdaPv(i8* noundef %53) #16
  br label %63

63:                                               ; preds = %62, %38
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.3, i64 0, i64 0))
  %64 = call noalias noundef i8* @_ZnwmRKSt9nothrow_t(i64 noundef 4, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #17
  %65 = icmp eq i8* %64, null
  store i1 false, i1* %8, align 1
  br i1 %65, label %68, label %66

66:                                               ; preds = %63
  store i8* %64, i8** %7, align 8
  store i1 true, i1* %8, align 1
  %67 = bitcast i8* %64 to i32*
  store i32 2, i32* %67, align 4
  br label %68

68:                                               ; preds = %66, %63
  %69 = phi i32* [ %67, %66 ], [ null, %63 ]
  store i32* %69, i32** %6, align 8
  %70 = load i32*, i32** %6, align 8
  %71 = bitcast i32* %70 to i8*
  store volatile i8* %71, i8** @sink, align 8
  %72 = load i32*, i32** %6, align 8
  %73 = icmp ne i32* %72, null
  %74 = zext i1 %73 to i64
  %75 = select i1 %73, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0)
  %76 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i8* noundef %75)
  %77 = load i32*, i32** %6, align 8
  %78 = bitcast i32* %77 to i8*
  call void @_ZdlPvRKSt9nothrow_t(i8* noundef %78, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #13
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.7, i64 0, i64 0))
  %79 = call noalias noundef i8* @_ZnamRKSt9nothrow_t(i64 noundef 5, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #17
  store i8* %79, i8** %9, align 8
  %80 = load i8*, i8** %9, align 8
  store volatile i8* %80, i8** @sink, align 8
  %81 = load i8*, i8** %9, align 8
  %82 = icmp ne i8* %81, null
  %83 = zext i1 %82 to i64
  %84 = select i1 %82, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0)
  %85 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.8, i64 0, i64 0), i8* noundef %84)
  %86 = load i8*, i8** %9, align 8
  call void @_ZdaPvRKSt9nothrow_t(i8* noundef %86, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #13
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.9, i64 0, i64 0))
  store i8 1, i8* @_ZL9fail_next, align 1
  %87 = call noalias noundef i8* @_ZnwmRKSt9nothrow_t(i64 noundef 4, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #17
  %88 = icmp eq i8* %87, null
  store i1 false, i1* %12, align 1
  br i1 %88, label %91, label %89

89:                                               ; preds = %68
  store i8* %87, i8** %11, align 8
  store i1 true, i1* %12, align 1
  %90 = bitcast i8* %87 to i32*
  store i32 3, i32* %90, align 4
  br label %91

91:                                               ; preds = %89, %68
  %92 = phi i32* [ %90, %89 ], [ null, %68 ]
  store i32* %92, i32** %10, align 8
  %93 = load i32*, i32** %10, align 8
  %94 = bitcast i32* %93 to i8*
  store volatile i8* %94, i8** @sink, align 8
  %95 = load i32*, i32** %10, align 8
  %96 = icmp ne i32* %95, null
  %97 = zext i1 %96 to i64
  %98 = select i1 %96, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0)
  %99 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.10, i64 0, i64 0), i8* noundef %98)
  store i8 1, i8* @_ZL9fail_next, align 1
  %100 = call noalias noundef i8* @_ZnamRKSt9nothrow_t(i64 noundef 9, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #17
  store i8* %100, i8** %13, align 8
  %101 = load i8*, i8** %13, align 8
  store volatile i8* %101, i8** @sink, align 8
  %102 = load i8*, i8** %13, align 8
  %103 = icmp ne i8* %102, null
  %104 = zext i1 %103 to i64
  %105 = select i1 %103, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0)
  %106 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.11, i64 0, i64 0), i8* noundef %105)
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.12, i64 0, i64 0))
  store i8 1, i8* @_ZL9fail_next, align 1
  %107 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 4) #15
          to label %108 unwind label %116

108:                                              ; preds = %91
  %109 = bitcast i8* %107 to i32*
  store i32 4, i32* %109, align 4
  store i32* %109, i32** %14, align 8
  %110 = load i32*, i32** %14, align 8
  %111 = bitcast i32* %110 to i8*
  store volatile i8* %111, i8** @sink, align 8
  %112 = load i32*, i32** %14, align 8
  %113 = load i32, i32* %112, align 4
  %114 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.13, i64 0, i64 0), i32 noundef %113)
          to label %115 unwind label %116

115:                                              ; preds = %108
  br label %132

116:                                              ; preds = %108, %91
  %117 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %118 = extractvalue { i8*, i32 } %117, 0
  store i8* %118, i8** %15, align 8
  %119 = extractvalue { i8*, i32 } %117, 1
  store i32 %119, i32* %16, align 4
  br label %120

120:                                              ; preds = %116
  %121 = load i32, i32* %16, align 4
  %122 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #13
  %123 = icmp eq i32 %121, %122
  br i1 %123, label %124, label %165

124:                                              ; preds = %120
  %125 = load i8*, i8** %15, align 8
  %126 = call i8* @__cxa_begin_catch(i8* %125) #13
  %127 = bitcast i8* %126 to i32*
  %128 = load i32, i32* %127, align 4
  store i32 %128, i32* %17, align 4
  %129 = load i32, i32* %17, align 4
  %130 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.14, i64 0, i64 0), i32 noundef %129)
          to label %131 unwind label %161

131:                                              ; preds = %124
  call void @__cxa_end_catch() #13
  br label %132

132:                                              ; preds = %131, %115
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.15, i64 0, i64 0))
  %133 = call noalias noundef nonnull align 64 i8* @_ZnwmSt11align_val_t(i64 noundef 8, i64 noundef 64) #18
  store i8* %133, i8** %18, align 8
  %134 = load i8*, i8** %18, align 8
  %135 = ptrtoint i8* %134 to i64
  %136 = and i64 %135, 63
  %137 = icmp eq i64 %136, 0
  %138 = zext i1 %137 to i32
  %139 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.16, i64 0, i64 0), i32 noundef %138)
  %140 = load i8*, i8** %18, align 8
  call void @_ZdlPvmSt11align_val_t(i8* noundef %140, i64 noundef 8, i64 noundef 64) #13
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.17, i64 0, i64 0))
  %141 = call noalias noundef nonnull align 32 i8* @_ZnamSt11align_val_t(i64 noundef 40, i64 noundef 32) #18
  store i8* %141, i8** %19, align 8
  %142 = load i8*, i8** %19, align 8
  %143 = ptrtoint i8* %142 to i64
  %144 = and i64 %143, 31
  %145 = icmp eq i64 %144, 0
  %146 = zext i1 %145 to i32
  %147 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.18, i64 0, i64 0), i32 noundef %146)
  %148 = load i8*, i8** %19, align 8
  call void @_ZdaPvSt11align_val_t(i8* noundef %148, i64 noundef 32) #13
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.19, i64 0, i64 0))
  %149 = call noalias noundef align 128 i8* @_ZnwmSt11align_val_tRKSt9nothrow_t(i64 noundef 32, i64 noundef 128, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1) @_ZSt7nothrow) #19
  store i8* %149, i8** %20, align 8
  %150 = load i8*, i8** %20, align 8
  %151 = icmp ne i8* %150, null
  %152 = zext i1 %151 to i64
  %153 = select i1 %151, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0)
  %154 = load i8*, i8** %20, align 8
  %155 = ptrtoint i8* %154 to i64
  %156 = and i64 %155, 127
  %157 = icmp eq i64 %156, 0
  %158 = zext i1 %157 to i32
  %159 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.20, i64 0, i64 0), i8* noundef %153, i32 noundef %158)
  %160 = load i8*, i8** %20, align 8
  call void @_ZdlPvSt11align_val_t(i8* noundef %160, i64 noundef 128) #13
  call void @_ZL6countsPKc(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.21, i64 0, i64 0))
  ret i32 0

161:                                              ; preds = %124
  %162 = landingpad { i8*, i32 }
          cleanup
  %163 = extractvalue { i8*, i32 } %162, 0
  store i8* %163, i8** %15, align 8
  %164 = extractvalue { i8*, i32 } %162, 1
  store i32 %164, i32* %16, align 4
  call void @__cxa_end_catch() #13
  br label %165

165:                                              ; preds = %161, %120
  %166 = load i8*, i8** %15, align 8
  %167 = load i32, i32* %16, align 4
  %168 = insertvalue { i8*, i32 } undef, i8* %166, 0
  %169 = insertvalue { i8*, i32 } %168, i32 %167, 1
  resume { i8*, i32 } %169
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6countsPKc(i8* noundef %0) #5 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = load i8*, i8** %2, align 8
  %4 = load i32, i32* @_ZL4news, align 4
  %5 = load i32, i32* @_ZL7deletes, align 4
  %6 = load i32, i32* @_ZL5anews, align 4
  %7 = load i32, i32* @_ZL8adeletes, align 4
  %8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i64 0, i64 0), i8* noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7)
  store i32 0, i32* @_ZL8adeletes, align 4
  store i32 0, i32* @_ZL5anews, align 4
  store i32 0, i32* @_ZL7deletes, align 4
  store i32 0, i32* @_ZL4news, align 4
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znam(i64 noundef) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(i8* noundef) #7

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3ObjD2Ev(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Obj*, align 8
  store %struct.Obj* %0, %struct.Obj** %2, align 8
  %3 = load %struct.Obj*, %struct.Obj** %2, align 8
  %4 = getelementptr inbounds %struct.Obj, %struct.Obj* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.23, i64 0, i64 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #20
  unreachable
}

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnwmRKSt9nothrow_t(i64 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvRKSt9nothrow_t(i8* noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #7

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnamRKSt9nothrow_t(i64 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvRKSt9nothrow_t(i8* noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #7

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #10

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: nounwind
declare void @_ZdlPvmSt11align_val_t(i8* noundef, i64 noundef, i64 noundef) #11

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_ZnamSt11align_val_t(i64 noundef, i64 noundef) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvSt11align_val_t(i8* noundef, i64 noundef) #7

; Function Attrs: nobuiltin nounwind allocsize(0)
declare noundef i8* @_ZnwmSt11align_val_tRKSt9nothrow_t(i64 noundef, i64 noundef, %"struct.std::nothrow_t"* noundef nonnull align 1 dereferenceable(1)) #9

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #12 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #13
  call void @_ZSt9terminatev() #20
  unreachable
}

declare void @_ZSt9terminatev()

attributes #0 = { mustprogress nobuiltin noinline optnone uwtable allocsize(0) "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { mustprogress nobuiltin noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #4 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #5 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #6 = { nobuiltin allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #8 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #9 = { nobuiltin nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #10 = { nounwind readnone }
attributes #11 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #12 = { noinline noreturn nounwind }
attributes #13 = { nounwind }
attributes #14 = { noreturn }
attributes #15 = { builtin allocsize(0) }
attributes #16 = { builtin nounwind }
attributes #17 = { builtin nounwind allocsize(0) }
attributes #18 = { allocsize(0) }
attributes #19 = { nounwind allocsize(0) }
attributes #20 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
