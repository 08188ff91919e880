; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

$_ZN7FragileC2Ei = comdat any

$_ZN7FragileD2Ev = comdat any

$_ZTS7Fragile = comdat any

$_ZTI7Fragile = comdat any

@_ZL6allocs = internal unnamed_addr global i32 0, align 4
@_ZL5frees = internal unnamed_addr global i32 0, align 4
@_ZN7Fragile6budgetE = dso_local local_unnamed_addr global i32 0, align 4
@_ZTIPKc = external constant ptr
@.str.1 = private unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", align 1
@_ZL5ctors = internal unnamed_addr global i32 0, align 4
@_ZL5dtors = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS7Fragile = linkonce_odr dso_local constant [9 x i8] c"7Fragile\00", comdat, align 1
@_ZTI7Fragile = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS7Fragile }, comdat, align 8
@.str.6 = private unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"unlucky\00", align 1
@_ZTIs = external constant ptr
@_ZTIx = external constant ptr
@.str.10 = private unnamed_addr constant [6 x i8] c"outer\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"inner\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"  leave %s\0A\00", align 1

; Function Attrs: mustprogress nobuiltin allocsize(0) uwtable
define dso_local noundef nonnull ptr @_Znwm(i64 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL6allocs, align 4, !tbaa !5
  %4 = tail call ptr @malloc(i64 noundef %0) #10
  ret ptr %4
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nobuiltin allocsize(0) uwtable
define dso_local noundef nonnull ptr @_Znam(i64 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL6allocs, align 4, !tbaa !5
  %4 = tail call ptr @malloc(i64 noundef %0) #10
  ret ptr %4
}

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @_ZdlPv(ptr noundef %0) local_unnamed_addr #2 personality ptr @__gxx_personality_v0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @_ZL5frees, align 4, !tbaa !5
  br label %6

6:                                                ; preds = %3, %1
  tail call void @free(ptr noundef %0)
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_call_unexpected(ptr) local_unnamed_addr

; Function Attrs: mustprogress nobuiltin nounwind uwtable
define dso_local void @_ZdaPv(ptr noundef %0) local_unnamed_addr #2 personality ptr @__gxx_personality_v0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @_ZL5frees, align 4, !tbaa !5
  br label %6

6:                                                ; preds = %3, %1
  tail call void @free(ptr noundef %0)
  ret void
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 personality ptr @__gxx_personality_v0 {
  %1 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @_ZL6allocs, align 4, !tbaa !5
  %3 = tail call noalias noundef nonnull dereferenceable(4) ptr @malloc(i64 noundef 4) #10
  store i32 13, ptr %3, align 4, !tbaa !9
  %4 = tail call ptr @__cxa_allocate_exception(i64 8) #11
  store ptr @.str.9, ptr %4, align 16, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTIPKc, ptr null) #12
          to label %5 unwind label %6

5:                                                ; preds = %0
  unreachable

6:                                                ; preds = %0
  %7 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  tail call void @_ZdlPvm(ptr noundef nonnull %3, i64 noundef 4) #13
  %8 = extractvalue { ptr, i32 } %7, 1
  %9 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #11
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %198

11:                                               ; preds = %6
  %12 = extractvalue { ptr, i32 } %7, 0
  %13 = tail call ptr @__cxa_begin_catch(ptr %12) #11
  %14 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %15 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %13, i32 noundef %14, i32 noundef %15)
  tail call void @__cxa_end_catch() #11
  %17 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr @_ZL6allocs, align 4, !tbaa !5
  %19 = tail call noalias noundef nonnull dereferenceable(28) ptr @malloc(i64 noundef 28) #10
  store i64 5, ptr %19, align 8
  %20 = load i32, ptr @_ZL5ctors, align 4, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %19, i64 8
  %22 = add nsw i32 %20, 3
  store i32 %22, ptr @_ZL5ctors, align 4, !tbaa !5
  store <4 x i32> <i32 3, i32 2, i32 1, i32 0>, ptr %21, align 4, !tbaa !9
  store i32 -1, ptr @_ZN7Fragile6budgetE, align 4, !tbaa !5
  %23 = tail call ptr @__cxa_allocate_exception(i64 4) #11
  %24 = load i32, ptr @_ZN7Fragile6budgetE, align 4, !tbaa !5
  store i32 %24, ptr %23, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %23, ptr nonnull @_ZTIi, ptr null) #12
          to label %25 unwind label %26

25:                                               ; preds = %11
  unreachable

26:                                               ; preds = %11
  %27 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %28 = load i32, ptr @_ZL5dtors, align 4, !tbaa !5
  %29 = add i32 %28, 3
  store i32 %29, ptr @_ZL5dtors, align 4, !tbaa !5
  tail call void @_ZdaPvm(ptr noundef nonnull %19, i64 noundef 28) #13
  %30 = extractvalue { ptr, i32 } %27, 1
  %31 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %32 = icmp eq i32 %30, %31
  br i1 %32, label %33, label %198

33:                                               ; preds = %26
  %34 = extractvalue { ptr, i32 } %27, 0
  %35 = tail call ptr @__cxa_begin_catch(ptr %34) #11
  %36 = load i32, ptr %35, align 4, !tbaa !5
  %37 = load i32, ptr @_ZL5ctors, align 4, !tbaa !5
  %38 = load i32, ptr @_ZL5dtors, align 4, !tbaa !5
  %39 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %36, i32 noundef %37, i32 noundef %38, i32 noundef %39)
  tail call void @__cxa_end_catch() #11
  %41 = tail call ptr @__cxa_allocate_exception(i64 4) #11
  store i32 6, ptr %41, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %41, ptr nonnull @_ZTIi, ptr null) #12
          to label %90 unwind label %83

42:                                               ; preds = %119
  unreachable

43:                                               ; preds = %119
  %44 = landingpad { ptr, i32 }
          catch ptr @_ZTIs
          catch ptr null
  %45 = extractvalue { ptr, i32 } %44, 0
  %46 = extractvalue { ptr, i32 } %44, 1
  %47 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIs) #11
  %48 = icmp eq i32 %46, %47
  %49 = tail call ptr @__cxa_begin_catch(ptr %45) #11
  br i1 %48, label %50, label %53

50:                                               ; preds = %43
  %51 = load i16, ptr %49, align 2, !tbaa !13
  %52 = sext i16 %51 to i32
  tail call void @__cxa_end_catch() #11
  br label %54

53:                                               ; preds = %43
  tail call void @__cxa_end_catch()
  br label %54

54:                                               ; preds = %50, %53
  %55 = phi i32 [ %52, %50 ], [ -1, %53 ]
  %56 = tail call ptr @__cxa_allocate_exception(i64 8) #11
  store i64 3000, ptr %56, align 16, !tbaa !15
  invoke void @__cxa_throw(ptr nonnull %56, ptr nonnull @_ZTIx, ptr null) #12
          to label %57 unwind label %58

57:                                               ; preds = %54
  unreachable

58:                                               ; preds = %54
  %59 = landingpad { ptr, i32 }
          catch ptr @_ZTIx
          catch ptr null
  %60 = extractvalue { ptr, i32 } %59, 0
  %61 = extractvalue { ptr, i32 } %59, 1
  %62 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIx) #11
  %63 = icmp eq i32 %61, %62
  %64 = tail call ptr @__cxa_begin_catch(ptr %60) #11
  br i1 %63, label %65, label %68

65:                                               ; preds = %58
  %66 = load i64, ptr %64, align 8, !tbaa !15
  %67 = trunc i64 %66 to i32
  tail call void @__cxa_end_catch() #11
  br label %69

68:                                               ; preds = %58
  tail call void @__cxa_end_catch()
  br label %69

69:                                               ; preds = %65, %68
  %70 = phi i32 [ %67, %65 ], [ -1, %68 ]
  %71 = tail call ptr @__cxa_allocate_exception(i64 2) #11
  store i16 1, ptr %71, align 16, !tbaa !13
  invoke void @__cxa_throw(ptr nonnull %71, ptr nonnull @_ZTIs, ptr null) #12
          to label %72 unwind label %73

72:                                               ; preds = %69
  unreachable

73:                                               ; preds = %69
  %74 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  %75 = extractvalue { ptr, i32 } %74, 0
  %76 = extractvalue { ptr, i32 } %74, 1
  %77 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %78 = icmp eq i32 %76, %77
  %79 = tail call ptr @__cxa_begin_catch(ptr %75) #11
  br i1 %78, label %80, label %82

80:                                               ; preds = %73
  %81 = load i32, ptr %79, align 4, !tbaa !5
  tail call void @__cxa_end_catch() #11
  br label %127

82:                                               ; preds = %73
  tail call void @__cxa_end_catch()
  br label %127

83:                                               ; preds = %33
  %84 = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTIi]
          catch ptr @_ZTIi
  %85 = extractvalue { ptr, i32 } %84, 1
  %86 = icmp slt i32 %85, 0
  br i1 %86, label %87, label %94

87:                                               ; preds = %83
  %88 = extractvalue { ptr, i32 } %84, 0
  invoke void @__cxa_call_unexpected(ptr %88) #12
          to label %89 unwind label %91

89:                                               ; preds = %109, %87
  unreachable

90:                                               ; preds = %99, %33
  unreachable

91:                                               ; preds = %87
  %92 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %93 = extractvalue { ptr, i32 } %92, 1
  br label %94

94:                                               ; preds = %83, %91
  %95 = phi i32 [ %85, %83 ], [ %93, %91 ]
  %96 = phi { ptr, i32 } [ %84, %83 ], [ %92, %91 ]
  %97 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %98 = icmp eq i32 %95, %97
  br i1 %98, label %99, label %198

99:                                               ; preds = %94
  %100 = extractvalue { ptr, i32 } %96, 0
  %101 = tail call ptr @__cxa_begin_catch(ptr %100) #11
  %102 = load i32, ptr %101, align 4, !tbaa !5
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %102)
  tail call void @__cxa_end_catch() #11
  %104 = tail call ptr @__cxa_allocate_exception(i64 4) #11
  store i32 8, ptr %104, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %104, ptr nonnull @_ZTIi, ptr null) #12
          to label %90 unwind label %105

105:                                              ; preds = %99
  %106 = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTIi]
          catch ptr @_ZTIi
  %107 = extractvalue { ptr, i32 } %106, 1
  %108 = icmp slt i32 %107, 0
  br i1 %108, label %109, label %114

109:                                              ; preds = %105
  %110 = extractvalue { ptr, i32 } %106, 0
  invoke void @__cxa_call_unexpected(ptr %110) #12
          to label %89 unwind label %111

111:                                              ; preds = %109
  %112 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %113 = extractvalue { ptr, i32 } %112, 1
  br label %114

114:                                              ; preds = %111, %105
  %115 = phi i32 [ %107, %105 ], [ %113, %111 ]
  %116 = phi { ptr, i32 } [ %106, %105 ], [ %112, %111 ]
  %117 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %118 = icmp eq i32 %115, %117
  br i1 %118, label %119, label %198

119:                                              ; preds = %114
  %120 = extractvalue { ptr, i32 } %116, 0
  %121 = tail call ptr @__cxa_begin_catch(ptr %120) #11
  %122 = load i32, ptr %121, align 4, !tbaa !5
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %122)
  tail call void @__cxa_end_catch() #11
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, i32 noundef 2, i32 noundef 0)
  %125 = tail call ptr @__cxa_allocate_exception(i64 2) #11
  store i16 7, ptr %125, align 16, !tbaa !13
  invoke void @__cxa_throw(ptr nonnull %125, ptr nonnull @_ZTIs, ptr null) #12
          to label %42 unwind label %43

126:                                              ; preds = %149, %133
  unreachable

127:                                              ; preds = %82, %80
  %128 = phi i32 [ %81, %80 ], [ -1, %82 ]
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %55, i32 noundef %70, i32 noundef %128)
  %130 = tail call ptr @__cxa_allocate_exception(i64 4) #11
  invoke void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %130, i32 noundef 3)
          to label %133 unwind label %131

131:                                              ; preds = %127
  %132 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile
  tail call void @__cxa_free_exception(ptr %130) #11
  br label %136

133:                                              ; preds = %127
  invoke void @__cxa_throw(ptr nonnull %130, ptr nonnull @_ZTI7Fragile, ptr nonnull @_ZN7FragileD2Ev) #12
          to label %126 unwind label %134

134:                                              ; preds = %133
  %135 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile
  br label %136

136:                                              ; preds = %134, %131
  %137 = phi { ptr, i32 } [ %135, %134 ], [ %132, %131 ]
  %138 = extractvalue { ptr, i32 } %137, 1
  %139 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Fragile) #11
  %140 = icmp eq i32 %138, %139
  br i1 %140, label %141, label %198

141:                                              ; preds = %136
  %142 = extractvalue { ptr, i32 } %137, 0
  %143 = tail call ptr @__cxa_begin_catch(ptr %142) #11
  %144 = load i32, ptr %143, align 4, !tbaa !9
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %144)
  tail call void @__cxa_end_catch()
  %146 = tail call ptr @__cxa_allocate_exception(i64 4) #11
  invoke void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %146, i32 noundef 9)
          to label %149 unwind label %147

147:                                              ; preds = %141
  %148 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile
  tail call void @__cxa_free_exception(ptr %146) #11
  br label %152

149:                                              ; preds = %141
  invoke void @__cxa_throw(ptr nonnull %146, ptr nonnull @_ZTI7Fragile, ptr nonnull @_ZN7FragileD2Ev) #12
          to label %126 unwind label %150

150:                                              ; preds = %149
  %151 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile
  br label %152

152:                                              ; preds = %150, %147
  %153 = phi { ptr, i32 } [ %151, %150 ], [ %148, %147 ]
  %154 = extractvalue { ptr, i32 } %153, 1
  %155 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Fragile) #11
  %156 = icmp eq i32 %154, %155
  br i1 %156, label %157, label %198

157:                                              ; preds = %152
  %158 = extractvalue { ptr, i32 } %153, 0
  %159 = tail call ptr @__cxa_begin_catch(ptr %158) #11
  %160 = load i32, ptr %159, align 4, !tbaa !9
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %160)
  tail call void @__cxa_end_catch()
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12)
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11)
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10)
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0, i32 noundef 0)
  %166 = tail call ptr @__cxa_allocate_exception(i64 4) #11
  store i32 1, ptr %166, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %166, ptr nonnull @_ZTIi, ptr null) #12
          to label %203 unwind label %167

167:                                              ; preds = %157
  %168 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %169 = extractvalue { ptr, i32 } %168, 0
  %170 = extractvalue { ptr, i32 } %168, 1
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12)
  %172 = icmp eq i32 %170, %77
  br i1 %172, label %173, label %188

173:                                              ; preds = %167
  %174 = tail call ptr @__cxa_begin_catch(ptr %169) #11
  %175 = load i32, ptr %174, align 4, !tbaa !5
  %176 = icmp sgt i32 %175, 1
  br i1 %176, label %177, label %185

177:                                              ; preds = %173
  %178 = tail call ptr @__cxa_allocate_exception(i64 4) #11
  %179 = add nuw nsw i32 %175, 10
  store i32 %179, ptr %178, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %178, ptr nonnull @_ZTIi, ptr null) #12
          to label %203 unwind label %180

180:                                              ; preds = %177
  %181 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %182 = extractvalue { ptr, i32 } %181, 0
  %183 = extractvalue { ptr, i32 } %181, 1
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13)
  tail call void @__cxa_end_catch() #11
  br label %188

185:                                              ; preds = %173
  %186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13)
  tail call void @__cxa_end_catch() #11
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11)
  br label %204

188:                                              ; preds = %180, %167
  %189 = phi i32 [ %183, %180 ], [ %170, %167 ]
  %190 = phi ptr [ %182, %180 ], [ %169, %167 ]
  %191 = phi { ptr, i32 } [ %181, %180 ], [ %168, %167 ]
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11)
  %193 = icmp eq i32 %189, %77
  br i1 %193, label %194, label %200

194:                                              ; preds = %188
  %195 = tail call ptr @__cxa_begin_catch(ptr %190) #11
  %196 = load i32, ptr %195, align 4, !tbaa !5
  %197 = mul nsw i32 %196, 100
  tail call void @__cxa_end_catch() #11
  br label %204

198:                                              ; preds = %94, %114, %136, %152, %6, %26, %200
  %199 = phi { ptr, i32 } [ %201, %200 ], [ %27, %26 ], [ %7, %6 ], [ %137, %136 ], [ %153, %152 ], [ %96, %94 ], [ %116, %114 ]
  resume { ptr, i32 } %199

200:                                              ; preds = %230, %188
  %201 = phi { ptr, i32 } [ %191, %188 ], [ %233, %230 ]
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10)
  br label %198

203:                                              ; preds = %222, %204, %177, %157
  unreachable

204:                                              ; preds = %185, %194
  %205 = phi i32 [ %197, %194 ], [ %175, %185 ]
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10)
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef %205)
  %208 = tail call ptr @__cxa_allocate_exception(i64 4) #11
  store i32 2, ptr %208, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %208, ptr nonnull @_ZTIi, ptr null) #12
          to label %203 unwind label %209

209:                                              ; preds = %204
  %210 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %211 = extractvalue { ptr, i32 } %210, 0
  %212 = extractvalue { ptr, i32 } %210, 1
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12)
  %214 = icmp eq i32 %212, %77
  br i1 %214, label %215, label %230

215:                                              ; preds = %209
  %216 = tail call ptr @__cxa_begin_catch(ptr %211) #11
  %217 = load i32, ptr %216, align 4, !tbaa !5
  %218 = icmp sgt i32 %217, 1
  br i1 %218, label %222, label %219

219:                                              ; preds = %215
  %220 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13)
  tail call void @__cxa_end_catch() #11
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11)
  br label %240

222:                                              ; preds = %215
  %223 = tail call ptr @__cxa_allocate_exception(i64 4) #11
  %224 = add nuw nsw i32 %217, 10
  store i32 %224, ptr %223, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %223, ptr nonnull @_ZTIi, ptr null) #12
          to label %203 unwind label %225

225:                                              ; preds = %222
  %226 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %227 = extractvalue { ptr, i32 } %226, 0
  %228 = extractvalue { ptr, i32 } %226, 1
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13)
  tail call void @__cxa_end_catch() #11
  br label %230

230:                                              ; preds = %225, %209
  %231 = phi i32 [ %228, %225 ], [ %212, %209 ]
  %232 = phi ptr [ %227, %225 ], [ %211, %209 ]
  %233 = phi { ptr, i32 } [ %226, %225 ], [ %210, %209 ]
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11)
  %235 = icmp eq i32 %231, %77
  br i1 %235, label %236, label %200

236:                                              ; preds = %230
  %237 = tail call ptr @__cxa_begin_catch(ptr %232) #11
  %238 = load i32, ptr %237, align 4, !tbaa !5
  %239 = mul nsw i32 %238, 100
  tail call void @__cxa_end_catch() #11
  br label %240

240:                                              ; preds = %236, %219
  %241 = phi i32 [ %239, %236 ], [ %217, %219 ]
  %242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10)
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2, i32 noundef %241)
  %244 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %245 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %246 = load i32, ptr @_ZL5ctors, align 4, !tbaa !5
  %247 = load i32, ptr @_ZL5dtors, align 4, !tbaa !5
  %248 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %244, i32 noundef %245, i32 noundef %246, i32 noundef %247, i32 noundef 5)
  ret i32 0
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  store i32 %1, ptr %0, align 4, !tbaa !9
  %3 = icmp eq i32 %1, 13
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = tail call ptr @__cxa_allocate_exception(i64 8) #11
  store ptr @.str.9, ptr %5, align 16, !tbaa !11
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIPKc, ptr null) #12
  unreachable

6:                                                ; preds = %2
  %7 = load i32, ptr @_ZL5ctors, align 4, !tbaa !5
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @_ZL5ctors, align 4, !tbaa !5
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #8

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #9 comdat align 2 {
  %2 = load i32, ptr @_ZL5dtors, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL5dtors, align 4, !tbaa !5
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvm(ptr noundef, i64 noundef) local_unnamed_addr #6

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_free_exception(ptr) local_unnamed_addr

attributes #0 = { mustprogress nobuiltin allocsize(0) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nobuiltin nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind memory(none) }
attributes #9 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { allocsize(0) }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"_ZTS7Fragile", !6, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long long", !7, i64 0}
