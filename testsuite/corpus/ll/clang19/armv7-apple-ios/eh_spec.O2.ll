; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

@_ZL6allocs = internal unnamed_addr global i32 0, align 4
@_ZL5frees = internal unnamed_addr global i32 0, align 4
@_ZN7Fragile6budgetE = local_unnamed_addr global i32 0, align 4
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
@_ZTS7Fragile = linkonce_odr constant [9 x i8] c"7Fragile\00", align 1
@_ZTI7Fragile = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS7Fragile }, align 4
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

; Function Attrs: mustprogress nobuiltin ssp allocsize(0)
define noundef nonnull ptr @_Znwm(i32 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL6allocs, align 4, !tbaa !5
  %4 = tail call ptr @malloc(i32 noundef %0) #9
  ret ptr %4
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nobuiltin ssp allocsize(0)
define noundef nonnull ptr @_Znam(i32 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL6allocs, align 4, !tbaa !5
  %4 = tail call ptr @malloc(i32 noundef %0) #9
  ret ptr %4
}

; Function Attrs: mustprogress nobuiltin nounwind ssp
define void @_ZdlPv(ptr noundef %0) local_unnamed_addr #2 personality ptr @__gxx_personality_sj0 {
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

declare i32 @__gxx_personality_sj0(...)

declare void @__cxa_call_unexpected(ptr) local_unnamed_addr

; Function Attrs: mustprogress nobuiltin nounwind ssp
define void @_ZdaPv(ptr noundef %0) local_unnamed_addr #2 personality ptr @__gxx_personality_sj0 {
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

; Function Attrs: mustprogress norecurse ssp
define noundef i32 @main() local_unnamed_addr #4 personality ptr @__gxx_personality_sj0 {
  %1 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @_ZL6allocs, align 4, !tbaa !5
  %3 = tail call ptr @__cxa_allocate_exception(i32 4) #10
  store ptr @.str.9, ptr %3, align 8, !tbaa !9
  invoke void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTIPKc, ptr null) #11
          to label %4 unwind label %5

4:                                                ; preds = %0
  unreachable

5:                                                ; preds = %0
  %6 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  %7 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @_ZL5frees, align 4, !tbaa !5
  %9 = extractvalue { ptr, i32 } %6, 1
  %10 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #10
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %201

12:                                               ; preds = %5
  %13 = extractvalue { ptr, i32 } %6, 0
  %14 = tail call ptr @__cxa_begin_catch(ptr %13) #10
  %15 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %16 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %14, i32 noundef %15, i32 noundef %16)
  tail call void @__cxa_end_catch() #10
  %18 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr @_ZL6allocs, align 4, !tbaa !5
  %20 = load i32, ptr @_ZL5ctors, align 4, !tbaa !5
  %21 = add nsw i32 %20, 3
  store i32 %21, ptr @_ZL5ctors, align 4, !tbaa !5
  store i32 -1, ptr @_ZN7Fragile6budgetE, align 4, !tbaa !5
  %22 = tail call ptr @__cxa_allocate_exception(i32 4) #10
  %23 = load i32, ptr @_ZN7Fragile6budgetE, align 4, !tbaa !5
  store i32 %23, ptr %22, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %22, ptr nonnull @_ZTIi, ptr null) #11
          to label %24 unwind label %25

24:                                               ; preds = %12
  unreachable

25:                                               ; preds = %12
  %26 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %27 = load i32, ptr @_ZL5dtors, align 4, !tbaa !5
  %28 = add i32 %27, 3
  store i32 %28, ptr @_ZL5dtors, align 4, !tbaa !5
  %29 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr @_ZL5frees, align 4, !tbaa !5
  %31 = extractvalue { ptr, i32 } %26, 1
  %32 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10
  %33 = icmp eq i32 %31, %32
  br i1 %33, label %34, label %201

34:                                               ; preds = %25
  %35 = extractvalue { ptr, i32 } %26, 0
  %36 = tail call ptr @__cxa_begin_catch(ptr %35) #10
  %37 = load i32, ptr %36, align 4, !tbaa !5
  %38 = load i32, ptr @_ZL5ctors, align 4, !tbaa !5
  %39 = load i32, ptr @_ZL5dtors, align 4, !tbaa !5
  %40 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %37, i32 noundef %38, i32 noundef %39, i32 noundef %40)
  tail call void @__cxa_end_catch() #10
  %42 = tail call ptr @__cxa_allocate_exception(i32 4) #10
  store i32 6, ptr %42, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %42, ptr nonnull @_ZTIi, ptr null) #11
          to label %91 unwind label %84

43:                                               ; preds = %120
  unreachable

44:                                               ; preds = %120
  %45 = landingpad { ptr, i32 }
          catch ptr @_ZTIs
          catch ptr null
  %46 = extractvalue { ptr, i32 } %45, 0
  %47 = extractvalue { ptr, i32 } %45, 1
  %48 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIs) #10
  %49 = icmp eq i32 %47, %48
  %50 = tail call ptr @__cxa_begin_catch(ptr %46) #10
  br i1 %49, label %51, label %54

51:                                               ; preds = %44
  %52 = load i16, ptr %50, align 2, !tbaa !11
  %53 = sext i16 %52 to i32
  tail call void @__cxa_end_catch() #10
  br label %55

54:                                               ; preds = %44
  tail call void @__cxa_end_catch()
  br label %55

55:                                               ; preds = %51, %54
  %56 = phi i32 [ %53, %51 ], [ -1, %54 ]
  %57 = tail call ptr @__cxa_allocate_exception(i32 8) #10
  store i64 3000, ptr %57, align 8, !tbaa !13
  invoke void @__cxa_throw(ptr nonnull %57, ptr nonnull @_ZTIx, ptr null) #11
          to label %58 unwind label %59

58:                                               ; preds = %55
  unreachable

59:                                               ; preds = %55
  %60 = landingpad { ptr, i32 }
          catch ptr @_ZTIx
          catch ptr null
  %61 = extractvalue { ptr, i32 } %60, 0
  %62 = extractvalue { ptr, i32 } %60, 1
  %63 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIx) #10
  %64 = icmp eq i32 %62, %63
  %65 = tail call ptr @__cxa_begin_catch(ptr %61) #10
  br i1 %64, label %66, label %69

66:                                               ; preds = %59
  %67 = load i64, ptr %65, align 4, !tbaa !13
  %68 = trunc i64 %67 to i32
  tail call void @__cxa_end_catch() #10
  br label %70

69:                                               ; preds = %59
  tail call void @__cxa_end_catch()
  br label %70

70:                                               ; preds = %66, %69
  %71 = phi i32 [ %68, %66 ], [ -1, %69 ]
  %72 = tail call ptr @__cxa_allocate_exception(i32 2) #10
  store i16 1, ptr %72, align 8, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %72, ptr nonnull @_ZTIs, ptr null) #11
          to label %73 unwind label %74

73:                                               ; preds = %70
  unreachable

74:                                               ; preds = %70
  %75 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  %76 = extractvalue { ptr, i32 } %75, 0
  %77 = extractvalue { ptr, i32 } %75, 1
  %78 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10
  %79 = icmp eq i32 %77, %78
  %80 = tail call ptr @__cxa_begin_catch(ptr %76) #10
  br i1 %79, label %81, label %83

81:                                               ; preds = %74
  %82 = load i32, ptr %80, align 4, !tbaa !5
  tail call void @__cxa_end_catch() #10
  br label %128

83:                                               ; preds = %74
  tail call void @__cxa_end_catch()
  br label %128

84:                                               ; preds = %34
  %85 = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTIi]
          catch ptr @_ZTIi
  %86 = extractvalue { ptr, i32 } %85, 1
  %87 = icmp slt i32 %86, 0
  br i1 %87, label %88, label %95

88:                                               ; preds = %84
  %89 = extractvalue { ptr, i32 } %85, 0
  invoke void @__cxa_call_unexpected(ptr %89) #11
          to label %90 unwind label %92

90:                                               ; preds = %110, %88
  unreachable

91:                                               ; preds = %100, %34
  unreachable

92:                                               ; preds = %88
  %93 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %94 = extractvalue { ptr, i32 } %93, 1
  br label %95

95:                                               ; preds = %84, %92
  %96 = phi i32 [ %86, %84 ], [ %94, %92 ]
  %97 = phi { ptr, i32 } [ %85, %84 ], [ %93, %92 ]
  %98 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10
  %99 = icmp eq i32 %96, %98
  br i1 %99, label %100, label %201

100:                                              ; preds = %95
  %101 = extractvalue { ptr, i32 } %97, 0
  %102 = tail call ptr @__cxa_begin_catch(ptr %101) #10
  %103 = load i32, ptr %102, align 4, !tbaa !5
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %103)
  tail call void @__cxa_end_catch() #10
  %105 = tail call ptr @__cxa_allocate_exception(i32 4) #10
  store i32 8, ptr %105, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %105, ptr nonnull @_ZTIi, ptr null) #11
          to label %91 unwind label %106

106:                                              ; preds = %100
  %107 = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTIi]
          catch ptr @_ZTIi
  %108 = extractvalue { ptr, i32 } %107, 1
  %109 = icmp slt i32 %108, 0
  br i1 %109, label %110, label %115

110:                                              ; preds = %106
  %111 = extractvalue { ptr, i32 } %107, 0
  invoke void @__cxa_call_unexpected(ptr %111) #11
          to label %90 unwind label %112

112:                                              ; preds = %110
  %113 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %114 = extractvalue { ptr, i32 } %113, 1
  br label %115

115:                                              ; preds = %112, %106
  %116 = phi i32 [ %108, %106 ], [ %114, %112 ]
  %117 = phi { ptr, i32 } [ %107, %106 ], [ %113, %112 ]
  %118 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10
  %119 = icmp eq i32 %116, %118
  br i1 %119, label %120, label %201

120:                                              ; preds = %115
  %121 = extractvalue { ptr, i32 } %117, 0
  %122 = tail call ptr @__cxa_begin_catch(ptr %121) #10
  %123 = load i32, ptr %122, align 4, !tbaa !5
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %123)
  tail call void @__cxa_end_catch() #10
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, i32 noundef 2, i32 noundef 0)
  %126 = tail call ptr @__cxa_allocate_exception(i32 2) #10
  store i16 7, ptr %126, align 8, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %126, ptr nonnull @_ZTIs, ptr null) #11
          to label %43 unwind label %44

127:                                              ; preds = %152, %135
  unreachable

128:                                              ; preds = %83, %81
  %129 = phi i32 [ %82, %81 ], [ -1, %83 ]
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %56, i32 noundef %71, i32 noundef %129)
  %131 = tail call ptr @__cxa_allocate_exception(i32 4) #10
  %132 = invoke noundef ptr @_ZN7FragileC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %131, i32 noundef 3)
          to label %135 unwind label %133

133:                                              ; preds = %128
  %134 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile
  tail call void @__cxa_free_exception(ptr %131) #10
  br label %138

135:                                              ; preds = %128
  invoke void @__cxa_throw(ptr nonnull %131, ptr nonnull @_ZTI7Fragile, ptr nonnull @_ZN7FragileD1Ev) #11
          to label %127 unwind label %136

136:                                              ; preds = %135
  %137 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile
  br label %138

138:                                              ; preds = %136, %133
  %139 = phi { ptr, i32 } [ %137, %136 ], [ %134, %133 ]
  %140 = extractvalue { ptr, i32 } %139, 1
  %141 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Fragile) #10
  %142 = icmp eq i32 %140, %141
  br i1 %142, label %143, label %201

143:                                              ; preds = %138
  %144 = extractvalue { ptr, i32 } %139, 0
  %145 = tail call ptr @__cxa_begin_catch(ptr %144) #10
  %146 = load i32, ptr %145, align 4, !tbaa !15
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %146)
  tail call void @__cxa_end_catch()
  %148 = tail call ptr @__cxa_allocate_exception(i32 4) #10
  %149 = invoke noundef ptr @_ZN7FragileC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %148, i32 noundef 9)
          to label %152 unwind label %150

150:                                              ; preds = %143
  %151 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile
  tail call void @__cxa_free_exception(ptr %148) #10
  br label %155

152:                                              ; preds = %143
  invoke void @__cxa_throw(ptr nonnull %148, ptr nonnull @_ZTI7Fragile, ptr nonnull @_ZN7FragileD1Ev) #11
          to label %127 unwind label %153

153:                                              ; preds = %152
  %154 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Fragile
  br label %155

155:                                              ; preds = %153, %150
  %156 = phi { ptr, i32 } [ %154, %153 ], [ %151, %150 ]
  %157 = extractvalue { ptr, i32 } %156, 1
  %158 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Fragile) #10
  %159 = icmp eq i32 %157, %158
  br i1 %159, label %160, label %201

160:                                              ; preds = %155
  %161 = extractvalue { ptr, i32 } %156, 0
  %162 = tail call ptr @__cxa_begin_catch(ptr %161) #10
  %163 = load i32, ptr %162, align 4, !tbaa !15
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %163)
  tail call void @__cxa_end_catch()
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12)
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11)
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10)
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0, i32 noundef 0)
  %169 = tail call ptr @__cxa_allocate_exception(i32 4) #10
  store i32 1, ptr %169, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %169, ptr nonnull @_ZTIi, ptr null) #11
          to label %206 unwind label %170

170:                                              ; preds = %160
  %171 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12)
  %173 = extractvalue { ptr, i32 } %171, 0
  %174 = extractvalue { ptr, i32 } %171, 1
  %175 = icmp eq i32 %174, %78
  br i1 %175, label %176, label %191

176:                                              ; preds = %170
  %177 = tail call ptr @__cxa_begin_catch(ptr %173) #10
  %178 = load i32, ptr %177, align 4, !tbaa !5
  %179 = icmp sgt i32 %178, 1
  br i1 %179, label %180, label %188

180:                                              ; preds = %176
  %181 = tail call ptr @__cxa_allocate_exception(i32 4) #10
  %182 = add nuw nsw i32 %178, 10
  store i32 %182, ptr %181, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %181, ptr nonnull @_ZTIi, ptr null) #11
          to label %206 unwind label %183

183:                                              ; preds = %180
  %184 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13)
  %186 = extractvalue { ptr, i32 } %184, 0
  %187 = extractvalue { ptr, i32 } %184, 1
  tail call void @__cxa_end_catch() #10
  br label %191

188:                                              ; preds = %176
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13)
  tail call void @__cxa_end_catch() #10
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11)
  br label %207

191:                                              ; preds = %183, %170
  %192 = phi i32 [ %187, %183 ], [ %174, %170 ]
  %193 = phi ptr [ %186, %183 ], [ %173, %170 ]
  %194 = phi { ptr, i32 } [ %184, %183 ], [ %171, %170 ]
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11)
  %196 = icmp eq i32 %192, %78
  br i1 %196, label %197, label %203

197:                                              ; preds = %191
  %198 = tail call ptr @__cxa_begin_catch(ptr %193) #10
  %199 = load i32, ptr %198, align 4, !tbaa !5
  %200 = mul nsw i32 %199, 100
  tail call void @__cxa_end_catch() #10
  br label %207

201:                                              ; preds = %95, %115, %138, %155, %5, %25, %203
  %202 = phi { ptr, i32 } [ %204, %203 ], [ %26, %25 ], [ %6, %5 ], [ %139, %138 ], [ %156, %155 ], [ %97, %95 ], [ %117, %115 ]
  resume { ptr, i32 } %202

203:                                              ; preds = %233, %191
  %204 = phi { ptr, i32 } [ %194, %191 ], [ %236, %233 ]
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10)
  br label %201

206:                                              ; preds = %225, %207, %180, %160
  unreachable

207:                                              ; preds = %188, %197
  %208 = phi i32 [ %200, %197 ], [ %178, %188 ]
  %209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10)
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef %208)
  %211 = tail call ptr @__cxa_allocate_exception(i32 4) #10
  store i32 2, ptr %211, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %211, ptr nonnull @_ZTIi, ptr null) #11
          to label %206 unwind label %212

212:                                              ; preds = %207
  %213 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12)
  %215 = extractvalue { ptr, i32 } %213, 0
  %216 = extractvalue { ptr, i32 } %213, 1
  %217 = icmp eq i32 %216, %78
  br i1 %217, label %218, label %233

218:                                              ; preds = %212
  %219 = tail call ptr @__cxa_begin_catch(ptr %215) #10
  %220 = load i32, ptr %219, align 4, !tbaa !5
  %221 = icmp sgt i32 %220, 1
  br i1 %221, label %225, label %222

222:                                              ; preds = %218
  %223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13)
  tail call void @__cxa_end_catch() #10
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11)
  br label %243

225:                                              ; preds = %218
  %226 = tail call ptr @__cxa_allocate_exception(i32 4) #10
  %227 = add nuw nsw i32 %220, 10
  store i32 %227, ptr %226, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %226, ptr nonnull @_ZTIi, ptr null) #11
          to label %206 unwind label %228

228:                                              ; preds = %225
  %229 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13)
  %231 = extractvalue { ptr, i32 } %229, 0
  %232 = extractvalue { ptr, i32 } %229, 1
  tail call void @__cxa_end_catch() #10
  br label %233

233:                                              ; preds = %228, %212
  %234 = phi i32 [ %232, %228 ], [ %216, %212 ]
  %235 = phi ptr [ %231, %228 ], [ %215, %212 ]
  %236 = phi { ptr, i32 } [ %229, %228 ], [ %213, %212 ]
  %237 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11)
  %238 = icmp eq i32 %234, %78
  br i1 %238, label %239, label %203

239:                                              ; preds = %233
  %240 = tail call ptr @__cxa_begin_catch(ptr %235) #10
  %241 = load i32, ptr %240, align 4, !tbaa !5
  %242 = mul nsw i32 %241, 100
  tail call void @__cxa_end_catch() #10
  br label %243

243:                                              ; preds = %239, %222
  %244 = phi i32 [ %242, %239 ], [ %220, %222 ]
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10)
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2, i32 noundef %244)
  %247 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %248 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %249 = load i32, ptr @_ZL5ctors, align 4, !tbaa !5
  %250 = load i32, ptr @_ZL5dtors, align 4, !tbaa !5
  %251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %247, i32 noundef %248, i32 noundef %249, i32 noundef %250, i32 noundef 5)
  ret i32 0
}

; Function Attrs: mustprogress ssp
define linkonce_odr noundef ptr @_ZN7FragileC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 align 2 {
  store i32 %1, ptr %0, align 4, !tbaa !15
  %3 = icmp eq i32 %1, 13
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = tail call ptr @__cxa_allocate_exception(i32 4) #10
  store ptr @.str.9, ptr %5, align 8, !tbaa !9
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIPKc, ptr null) #11
  unreachable

6:                                                ; preds = %2
  %7 = load i32, ptr @_ZL5ctors, align 4, !tbaa !5
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @_ZL5ctors, align 4, !tbaa !5
  ret ptr %0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #7

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nounwind ssp
define linkonce_odr noundef ptr @_ZN7FragileD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 align 2 {
  %2 = load i32, ptr @_ZL5dtors, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL5dtors, align 4, !tbaa !5
  ret ptr %0
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_free_exception(ptr) local_unnamed_addr

attributes #0 = { mustprogress nobuiltin ssp allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress nobuiltin nounwind ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress norecurse ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nofree nosync nounwind memory(none) }
attributes #8 = { mustprogress nounwind ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { allocsize(0) }
attributes #10 = { nounwind }
attributes #11 = { noreturn }

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
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"short", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !7, i64 0}
!15 = !{!16, !6, i64 0}
!16 = !{!"_ZTS7Fragile", !6, i64 0}
